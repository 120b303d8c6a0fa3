"""Network play from the game: joining a host's table, and hosting one from the setup screen."""
