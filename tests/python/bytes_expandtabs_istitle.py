# bytes.expandtabs and bytes.istitle (Objects/bytes_methods.c, stringlib/transmogrify.h), with
# Doc/library/stdtypes.rst's examples.
print(b'01\t012\t0123\t01234'.expandtabs())
print(b'01\t012\t0123\t01234'.expandtabs(4))
print(b'01\t012\n0123\t01234'.expandtabs(tabsize=3), b'a\r\tb'.expandtabs(2), b'\ta\t'.expandtabs(0), b'\t'.expandtabs(-1))
print(b'Hello World'.istitle(), b'Hello world'.istitle())
print(b''.istitle(), b'A'.istitle(), b'1A'.istitle(), b'AB'.istitle(), b'A1b'.istitle(), b'Ab Cd-Ef'.istitle(), b'123'.istitle())
