# special_math_ops._einsum_v2_parse_and_resolve_equation drops spaces, then requires
# re.match('^([a-zA-Z,.]+)(->[a-zA-Z.]*)?$', equation); anything else raises
# ValueError(f'Indices have incorrect format. Received: {equation}.').
import tensorflow as tf

a = tf.ones([2, 3])
b = tf.ones([3, 4])
for eq in ['ij,jk->ik,', 'ij,jk->i,k', 'ij,jk->ik->', 'ij, jk -> ik ,']:
    try:
        tf.einsum(eq, a, b)
    except ValueError as e:
        print(e)
try:
    tf.einsum('->i', a)
except ValueError as e:
    print(e)
print(tf.einsum('ij, jk -> ik', a, b).shape)
