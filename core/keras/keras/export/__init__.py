"""keras.export (keras/src/export): ExportArchive writes a TF SavedModel of tracked layers and
endpoints; Model.export uses it."""
from keras.src.export.saved_model import ExportArchive
