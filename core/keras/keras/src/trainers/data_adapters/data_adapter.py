"""DataAdapter (keras/src/trainers/data_adapters/data_adapter.py): the base every input kind's
adapter extends; the epoch hooks do nothing by default, and none prefetches itself but
TFDatasetAdapter."""


class DataAdapter:
    @property
    def builtin_prefetch(self):
        return False

    def on_epoch_begin(self):
        pass

    def on_epoch_end(self):
        pass
