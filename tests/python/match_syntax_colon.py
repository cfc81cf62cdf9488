# A case header needs its colon.
match 1:
    case 1
        pass
