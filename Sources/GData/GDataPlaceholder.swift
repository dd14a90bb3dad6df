internal enum GDataModulePlaceholder {}
