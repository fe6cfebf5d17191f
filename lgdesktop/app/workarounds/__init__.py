"""Platform fixes: work-arounds for bugs of the Qt binding, applied at start-up."""
