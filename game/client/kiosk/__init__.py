"""The kiosk: a touch screen in a shop window or lobby that runs the game all day, unattended.

``config`` the operator's file; ``flow`` which scene follows which and the supervisor that
watches them (operator exit, idle, crash guard); ``attract`` the self-playing game with its
caption and ``explain`` its explanations; ``quick_play`` the visitor's token pick; ``idle``
'Still playing?'; ``results`` the end of a game; ``operator`` the corner press and PIN pad;
``crash_log`` the rotating log file; ``memory`` memory handed back between games.

May import every room of the client but the top (``main``).
"""
