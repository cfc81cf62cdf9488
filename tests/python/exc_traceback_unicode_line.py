# Carets under a line with non-ASCII text count characters, not UTF-8 bytes.
größe = [1.5, 2.5]
print("Größe:", größe[0])
print("Größe:", größe[2])
