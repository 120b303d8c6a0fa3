"""Pictures drawn from a theme that several screens share: board, deed, card, dice, the edition's
words and the look of menus. May import only ``kit`` of the client."""
