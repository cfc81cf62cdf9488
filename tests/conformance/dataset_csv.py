# tf.data.experimental.CsvDataset and make_csv_dataset over CSV files the program writes (TF
# 2.20's experimental/ops/readers.py and the CSVDatasetV2 kernel, csv_dataset_op.cc): one tuple
# of scalars per record typed by the record defaults (a dtype marks a required column), the
# header skipped, quoted fields with "" for a quote, empty fields taking their default, the
# kernel's InvalidArgumentError texts for a bad number or a missing required field, the class
# CsvDatasetV2 with unknown cardinality. make_csv_dataset infers the column names from the header
# and the types from the rows (int32 before int64, float32, float64, string), selects columns,
# batches, and maps each batch to an OrderedDict of features and, with label_name, the label
# (its docstring's Feature_A / Feature_B example, here without shuffling).
import tensorflow as tf

with open("features.csv", "w") as f:
    f.write('Feature_A,Feature_B\n1,"a"\n2,"b"\n3,"c"\n4,"d"\n')
ds = tf.data.experimental.CsvDataset("features.csv", [tf.int32, tf.string], header=True)
print(ds)
print(ds.cardinality().numpy())
print(list(ds.as_numpy_iterator()))

ds = tf.data.experimental.make_csv_dataset("features.csv", batch_size=2, shuffle=False, num_epochs=1)
print(ds.element_spec)
for batch in ds.as_numpy_iterator():
    print(batch)
ds = tf.data.experimental.make_csv_dataset("features.csv", batch_size=2, label_name="Feature_B", shuffle=False,
                                           num_epochs=1)
print(next(ds.as_numpy_iterator()))
repeated = tf.data.experimental.make_csv_dataset("features.csv", batch_size=3, shuffle=False)
print(repeated.element_spec)
print([list(b["Feature_A"]) for b in repeated.take(3).as_numpy_iterator()])

with open("mixed.csv", "w") as f:
    f.write("id,name,score,big\n1,ann,2.5,3000000000\n2,bob,,1\n3,\"c, d\",1e3,2\n")
ds = tf.data.experimental.make_csv_dataset("mixed.csv", batch_size=3, shuffle=False, num_epochs=1)
print(ds.element_spec)
print(next(ds.as_numpy_iterator()))
ds = tf.data.experimental.make_csv_dataset("mixed.csv", batch_size=3, shuffle=False, num_epochs=1,
                                           select_columns=["score", "id"], label_name="id")
print(next(ds.as_numpy_iterator()))
try:
    tf.data.experimental.make_csv_dataset("mixed.csv", batch_size=3, label_name="label")
except ValueError as e:
    print("ValueError:", e)

with open("records.csv", "w") as f:
    f.write('1,x,2.5\n,y,\n3,"q""uote",1e3\nz,1,1\n')
it = iter(tf.data.experimental.CsvDataset("records.csv", [[0], tf.string, [0.0]]))
for _ in range(3):
    print(next(it))
try:
    next(it)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e.message)
it = iter(tf.data.experimental.CsvDataset("records.csv", [tf.int32, tf.string, tf.float32]))
print(next(it))
try:
    next(it)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e.message)
print(list(tf.data.experimental.CsvDataset("records.csv", [[""], ["-"]], select_cols=[0, 2]).as_numpy_iterator()))
