# unittest.mock is not part of tfplay's unittest.
raise NotImplementedError("unittest.mock is not available in tfplay")
