"""keras._tf_keras: the tf.keras view of Keras that TF 2.20 loads (keras/_tf_keras in the pip package)."""
