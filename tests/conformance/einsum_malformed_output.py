# tf.einsum is special_math_ops._einsum_v2 in TF 2.20, which validates the equation in
# _einsum_v2_parse_and_resolve_equation: spaces dropped, '...' parsed as the label '0' (a '0'
# of the equation's own raises 'Invalid character "0" in equation: ...'), then
# re.match('^([a-zA-Z,]*)(->[a-zA-Z]*)?$', ...) ('0' allowed too with an ellipsis), else
# ValueError('Subscripts have incorrect format: {resolved_equation}'); the number of inputs
# ('Got {} inputs for equation "{}", expecting {}'); then the output labels, given or implicit
# (labels appearing once, sorted): no label twice ('Output subscripts contain a label appearing
# more than once: {equation}') and none missing from the inputs ('Output subscripts contain the
# label {} not present in the input subscripts.'). special_math_ops_test.py's EinsumTest checks
# that such equations raise ValueError; the texts are those of _einsum_v2's source.
import tensorflow as tf

a = tf.ones([2, 3])
b = tf.ones([3, 4])
for eq in ['ij,jk->ik,', 'ij,jk->i,k', 'ij,jk->ik->', 'ij, jk -> ik ,', 'ij,jk->ik.', ' i . . . j,jk']:
    try:
        tf.einsum(eq, a, b)
    except ValueError as e:
        print(e)
for eq, args in [('->i', (a,)), ('ij->k', (a,)), ('ij->ii', (tf.ones([2, 2]),)), ('i1->i', (a,)),
                 ('ij,jk', (a,)), ('ij', (a, b)), ('...i->......', (a,)), ('...i,...i->......', (a, a))]:
    try:
        tf.einsum(eq, *args)
    except ValueError as e:
        print(e)
print(tf.einsum('ij, jk -> ik', a, b).shape)
print(tf.einsum('...ij', tf.ones([5, 2, 3])).shape)
print(tf.einsum(',ij', tf.constant(2.0), a).shape)


@tf.function
def traced(x):
    return tf.einsum('ij->k', x)


try:
    traced(a)
except ValueError as e:
    print(e)
