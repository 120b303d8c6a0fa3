"""Network play: a host's authoritative game, the messages it trades with clients, and the
transport that carries them. The engine and the AI never import this room."""
