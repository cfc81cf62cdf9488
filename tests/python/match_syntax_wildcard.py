# A wildcard in an or-pattern must be its last alternative.
match 5:
    case 1 | _ | 2:
        pass
