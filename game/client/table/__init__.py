"""The game table: the game scene and everything only it uses (drawing, motion, hud, panels,
trade notices, odds, order of play, flights, thinking, replay). May import ``scenes``,
``dialogs``, ``views``, ``store`` and ``kit``; its drawing and motion see the scene only through
:class:`~game.client.table.stage.Stage`."""
