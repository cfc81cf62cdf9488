class History:
    pass
