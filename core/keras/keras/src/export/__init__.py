from keras.src.export.saved_model import ExportArchive
from keras.src.export.saved_model import export_saved_model
