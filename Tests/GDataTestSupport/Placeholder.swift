public enum GDataTestSupportPlaceholder {}
