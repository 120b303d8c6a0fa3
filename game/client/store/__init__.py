"""What goes to and comes from disk: settings, saved games (autosave, named saves), the game's
record, the seats at the table. May import only ``kit`` of the client."""
