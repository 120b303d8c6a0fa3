"""The pygame-ce client: an app loop driving a stack of scenes."""
