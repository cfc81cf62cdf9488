"""keras.applications (keras/src/applications): Keras's pretrained image models, as stubs."""
