# Better performance with tf.function, 'Obtaining concrete functions' and 'Obtaining graphs':
# double traced for int32, float32 and string tensors, the string concrete function printed
# (ConcreteFunction + FunctionType repr) and called positionally and by keyword, its GraphDef
# nodes as '<inputs> -> <name>' (Placeholder a, the + operator's 'add', Identity), the
# structured input signature naming the argument, and the non-verbose signatures.
import tensorflow as tf

@tf.function
def double(a):
    print("Tracing with", a)
    return a + a

print(double(tf.constant(1)))
print(double(tf.constant(1.1)))
print(double(tf.constant("a")))
double_strings = double.get_concrete_function(tf.constant("a"))
print(double_strings)
print(double_strings(tf.constant("b")))
print(double_strings(a=tf.constant("c")))
graph = double_strings.graph
for node in graph.as_graph_def().node:
    print(f'{node.input} -> {node.name}')
print(double_strings.structured_input_signature)
print(double_strings.structured_outputs)
print(double.pretty_printed_concrete_signatures(verbose=False))
