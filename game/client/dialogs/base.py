"""The overlay every decision dialog shares: a themed panel over the board's middle, laid out in
rows from the window's size, driven by mouse or keyboard, sending one legal action."""

from __future__ import annotations


from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar, Generic, TypeVar

import pygame
import pygame_gui
from pygame_gui.core import ColourGradient, ObjectID, UIContainer
from pygame_gui.core.interfaces import IColourGradientInterface, IContainerLikeInterface
from pygame_gui.core.ui_element import UIElement
from pygame_gui.elements import (UIButton, UIImage, UILabel, UIPanel, UIScrollingContainer,
                                 UITextEntryLine)

from ...ai.hard import GUARD
from ...ai.hints import Advice, advise
from ...engine import Action, Decision, Game
from ...themes import Theme
from ..kit.fonts import wrap
from ..kit.naming import Name
from ..kit.ui_manager import UIManager
from ..kit.scene import ManagedScene
from .style import Metrics, font_names, ui_theme
from ..views.groups import GroupLook
from ..views.glyphs import glyph
from ..views.words import Words

ActionSink = Callable[[Action], None]
Placer = Callable[[IContainerLikeInterface, int, int, int, int], None]
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_UP)


@dataclass
class Choice:
    """One thing the player may press: an action for the engine, or a step inside the dialog."""

    label: str
    act: Action | Callable[[], None] | None = None
    primary: bool = False
    default: bool = False
    enabled: bool = True
    hint: str = ""   # a muted line under it: why it is unavailable, or what it means
    aside: str = ""  # a right-hand figure in option lists: what it brings
    side: Advice | None = None  # the way of the hint's advice it goes (see DialogScene.steer)
    #: A step that cannot be taken back: pressing it asks again, with this line of what it does.
    confirm: str = ""
    #: Esc (a pad's back button) presses it as well: Cancel, Close, Go back.
    back: bool = False


@dataclass
class Row:
    """A band of the dialog: its height, and how to create its widgets at a place."""

    height: int
    place: Placer
    gap: int
    flex: bool = False
    min_height: int = 0  # a flex row shrinks to this to fit the window ...
    least: int | None = None  # ... and, if given, on to this (no more), the dialog taking the
    # window's height, before the whole dialog scrolls
    kept: bool = False  # the dialog's buttons (and why the last choice was refused): kept in
    # sight below the rest of a dialog that scrolls
    pages: bool = False  # a flex row that pages through its own content (More above, More
    # below): in a dialog that scrolls it still shrinks, to what the view leaves it


@dataclass
class _Scroll:
    """A list that did not fit: its scrolling container and how tall its content is."""

    box: UIScrollingContainer
    content: int
    members: set[UIElement] = field(default_factory=set)
    tops: list[int] = field(default_factory=list)  # where its rows begin: scrolled to show
    # what has the focus, it starts at one if it can, so that no line is cut in half at the top

    @property
    def offset(self) -> int:
        """How far the list is scrolled down, in pixels."""
        return -round(self.box.scrollable_container.get_relative_rect().y)

    def scroll_to(self, offset: int) -> None:
        bar = self.box.vert_scroll_bar
        if bar is not None:
            top = max(0, min(self.content - self.box.rect.height, offset))
            bar.set_scroll_from_start_percentage(top / self.content)
            # there at once, not at the next update: read back before it, it is where it goes
            inner = self.box.scrollable_container
            inner.set_relative_position((inner.get_relative_rect().x, -top))


@dataclass
class _Drag:
    """A finger on a scrolling list: where it went down, and whether it has moved enough
    to scroll rather than press what it touched."""

    y: int
    offset: int
    moved: bool = False


def window_size(area: pygame.Rect) -> tuple[int, int]:
    """The window's size (a dialog is laid out for the whole window, not only the board)."""
    surface = pygame.display.get_surface()
    if surface is not None:
        return surface.get_size()
    return max(area.right, 1280), max(area.bottom, 720)


ManagerKey = tuple[str, Metrics]
#: Managers of closed dialogs, ready for the next dialog of the same theme and sizes: building
#: one (its theme, fonts and loader threads) would stall that frame for tens of milliseconds.
_SPARE: OrderedDict[ManagerKey, UIManager] = OrderedDict()
SPARE_MANAGERS = 4


def _key(theme: Theme, m: Metrics) -> ManagerKey:
    return str(theme.folder), m


def make_manager(theme: Theme, m: Metrics) -> UIManager:
    """A UIManager for one dialog, with the theme's ui.json sized for this window."""
    spare = _SPARE.pop(_key(theme, m), None)
    if spare is not None:
        spare.clear_and_reset()
        return spare
    manager = UIManager(m.window, pixel_fonts=True)  # the metrics hold the text size
    for name, path in font_names(theme).items():
        manager.add_font_paths(name, path)
    manager.get_theme().load_theme(ui_theme(theme, m))
    return manager


def release_manager(theme: Theme, m: Metrics, manager: UIManager) -> None:
    """A dialog is done with its manager: keep it (a few at most) for the next dialog."""
    manager.clear_and_reset()
    _SPARE[_key(theme, m)] = manager
    _SPARE.move_to_end(_key(theme, m))
    while len(_SPARE) > SPARE_MANAGERS:
        _SPARE.popitem(last=False)


def drop_spare_managers() -> None:
    """Let the kept managers go (a kiosk between games: the next visitor may never open a
    dialog, and each manager holds megabytes of fonts and images)."""
    _SPARE.clear()


def sentence(text: str) -> str:
    """An engine reason as a sentence: capital first, full stop last."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


@dataclass(frozen=True)
class PanelLook:
    """How the theme's ui.json draws a panel: face, line, corners, and how far its line and
    shadow push the contents in. A dialog's panel is drawn from it with pygame's own shapes:
    pygame-gui draws a rounded shape at four times its size with scratch copies, 90-125 MB
    for a moment for a dialog on a 1080-line screen."""

    face: pygame.Color
    line: pygame.Color
    line_width: int
    radius: int
    shadow: int

    @property
    def inset(self) -> int:
        return self.line_width + self.shadow

    @classmethod
    def of(cls, manager: UIManager) -> PanelLook:
        """The look of a plain panel in ``manager``'s theme, read off a small probe."""
        probe = UIPanel(pygame.Rect(0, 0, 40, 40), manager=manager,
                        object_id=ObjectID(class_id="@dlg_look"))
        radii = probe.shape_corner_radius
        radius = max(radii) if isinstance(radii, (list, tuple)) else int(radii or 0)
        widths = probe.border_width
        width = max(widths.values()) if isinstance(widths, dict) else int(widths or 0)
        look = cls(_flat(probe.background_colour), _flat(probe.border_colour), width,
                   radius if probe.shape == "rounded_rectangle" else 0, int(probe.shadow_width))
        probe.kill()
        return look

    def covered(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of a panel at ``rect`` that its face covers whatever lies under it (clear
        of the rounded corners): nothing drawn there before the face is seen."""
        inset = 2 * (self.shadow + self.radius)
        return rect.inflate(-inset, -inset)

    def draw_face(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        face = rect.inflate(-2 * self.shadow, -2 * self.shadow)
        pygame.draw.rect(surface, self.face, face, border_radius=self.radius)
        if self.line_width:
            pygame.draw.rect(surface, self.line, face, self.line_width, border_radius=self.radius)


def around(outer: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``outer`` less ``hole``, as at most four rectangles (all of ``outer`` when the hole is
    empty or not inside it)."""
    if hole.w <= 0 or hole.h <= 0 or not outer.contains(hole):
        return [outer]
    pieces = [pygame.Rect(outer.x, outer.y, outer.w, hole.y - outer.y),
              pygame.Rect(outer.x, hole.bottom, outer.w, outer.bottom - hole.bottom),
              pygame.Rect(outer.x, hole.y, hole.x - outer.x, hole.h),
              pygame.Rect(hole.right, hole.y, outer.right - hole.right, hole.h)]
    return [r for r in pieces if r.w > 0 and r.h > 0]


def _flat(colour: pygame.Color | IColourGradientInterface) -> pygame.Color:
    """A theme colour as one color (a gradient by its first)."""
    if isinstance(colour, pygame.Color):
        return pygame.Color(colour)
    return pygame.Color(colour.colour_1 if isinstance(colour, ColourGradient) else "#ffffff")


class DialogScene(ManagedScene):
    """An overlay holding one dialog; subclasses describe their rows in :meth:`build`."""

    opaque = False
    #: Called when a dialog laid out again has let its old widgets go, before it makes the
    #: new ones. pygame-gui's widgets sit in reference cycles with their images, megabytes a
    #: dialog; the kiosk frees them here at once (see kiosk/memory.py) rather than within the
    #: second, so that a finger tapping through the property view never holds several sets.
    on_relayout: ClassVar[Callable[[], object] | None] = None
    #: The decision it answers, for whoever reads the table ("buy", "trade_offer"...).
    kind: ClassVar[str | None] = None
    #: Offer no default unless a hint advises one (a trade, a tax: either way may cost dear).
    needs_advice: ClassVar[bool] = False
    #: How long a trade offer's hint may play the offer on: this multiple of the hard player's
    #: budget, as in its own play, so that the dialog opens at once on any machine (None: its
    #: work in full, the same hint on any machine, as the tests want).
    look_guard: ClassVar[float | None] = GUARD

    def __init__(self, theme: Theme, area: pygame.Rect, game: Game | None = None,
                 player: int = -1, on_action: ActionSink | None = None, *,
                 hints: bool = False) -> None:
        """``hints``: the player's setting; on, the dialog says what the choice means for him."""
        super().__init__()
        self.theme = theme
        self.hints = hints
        self.area = pygame.Rect(area)
        self.game = game
        self.player = player
        self.on_action = on_action
        #: Told the reason whenever the rules refuse a choice (the game scene plays its sound).
        self.on_refuse: Callable[[str], None] | None = None
        self.done = False
        self.error = ""
        self.metrics = Metrics.for_window(window_size(self.area), theme)
        self.manager = make_manager(theme, self.metrics)
        self._released = False  # the manager went back for other dialogs when this one closed
        self.panel: UIContainer | None = None
        self.width = 0
        self.inner = 0
        self._rows: list[Row] = []
        self._focusables: list[UIElement] = []
        self._choices: dict[UIElement, Choice] = {}
        self._buttons: list[UIButton] = []
        self._focus = -1
        self._default = -1
        self._undecided = False  # choices that lean either way, and none is the default
        self._asking: Choice | None = None  # a choice that cannot be undone, asked about again
        self._scroll: _Scroll | None = None
        #: Where the dialog was put last (its area, its top), to lay it out again in place.
        self._placed: tuple[pygame.Rect, int] | None = None
        self._drag: _Drag | None = None
        self._drawn_texts: list[str] = []
        self._shadow: pygame.Surface | None = None
        self._look: PanelLook | None = None
        self._words: Words | None = None
        #: Which way the hint shown leans: "accept", "decline", or None (no advice).
        self.advice: Advice | None = None
        #: Opens the property view in place of this dialog, where the game scene offers it,
        #: given the cash the decision asks for (0: none), which the view keeps in sight.
        self.on_manage: Callable[[int], None] | None = None
        #: The player's Colour help: the groups' safe colors and patterns (see groups.py).
        self.colour_help = False

    def offer_manage(self, open_view: Callable[[int], None]) -> None:
        """Add the way into the property view, to raise money deed by deed and come back."""
        self.on_manage = open_view
        self._focus = -1  # laid out anew: the focus goes to the default
        self.refresh()

    def show_colour_help(self, on: bool) -> None:
        """Colour help switched (the player's setting): laid out again in its colors."""
        if on != self.colour_help:
            self.colour_help = on
            self.refresh()

    @property
    def group_look(self) -> GroupLook:
        """The groups' colors (and patterns) as this player sees them."""
        return GroupLook(self.theme, self.colour_help)

    def raise_choices(self, need: int) -> list[Choice]:
        """'Raise $118' into the property view, when the player lacks ``need`` dollars of his
        cash and the view is offered; he comes back to this same decision. It goes the way
        of paying: advised to pay what he lacks, the default raises it."""
        assert self.game is not None
        short = need - self.game.cash[self.player]
        open_view = self.on_manage
        if short <= 0 or open_view is None or not self.game.props[self.player]:
            return []
        return [Choice(f"Raise {self.words.money(short)}", lambda: open_view(need),
                       side="accept")]

    @property
    def words(self) -> Words:
        assert self.game is not None
        if self._words is None:
            self._words = Words(self.theme, self.game)
        return self._words

    def renamed(self) -> None:
        """Laid out again in the names of the buttons now used (a hint may name one)."""
        if self.panel is not None:
            self.refresh()

    # -- building -----------------------------------------------------------------------------

    def build(self) -> None:
        """Add the rows of this dialog (eyebrow, title, text, facts, choices...)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Lay the dialog out again from the game as it stands (after a refusal, a resize).
        The focus stays where it was, unless the button there now says something else (a
        lot mortgaged turns its Mortgage into Lift: Enter again would undo the step) and the
        dialog has a default to go to."""
        keep, was = self._focus, self._button_label(self.focused)
        scrolled = self._scroll.offset if self._scroll is not None else None
        self.manager.clear_and_reset()
        self._rows, self._focusables, self._choices, self._buttons = [], [], {}, []
        self._default, self._scroll, self._drawn_texts, self._shadow = -1, None, [], None
        self._drag, self.panel, self._undecided = None, None, False
        if DialogScene.on_relayout is not None:
            DialogScene.on_relayout()
        m = self.metrics
        self.width = m.panel_width(self.area)
        self.inner = self.width - 2 * m.pad
        if self._asking is None:
            self.build()
        else:
            self._ask_again(self._asking)
        self._place()
        if self._scroll is not None and scrolled is not None:
            self._scroll.scroll_to(scrolled)  # a dialog laid out again stays where it was read
        moved = was is not None and self._button_label(
            self._focusables[keep] if 0 <= keep < len(self._focusables) else None) != was
        if 0 <= keep < len(self._focusables) and not (moved and self._default >= 0):
            self._focus = keep
        elif self._default >= 0 or self._undecided:
            self._focus = self._default
        else:
            self._focus = 0 if self._focusables else -1
        self._apply_focus()

    def add(self, height: int, place: Placer, gap: int | None = None, *, flex: bool = False,
            min_height: int = 0, least: int | None = None, space_before: int = 0,
            pages: bool = False) -> None:
        """A row; ``space_before`` widens the gap after the row above (buttons breathe)."""
        if self._rows and space_before:
            self._rows[-1].gap = max(self._rows[-1].gap, space_before)
        self._rows.append(Row(height, place, self.metrics.gap if gap is None else gap, flex,
                              min_height, least, pages=pages))

    def _place(self) -> None:
        m = self.metrics
        rows = self._rows
        if rows:
            rows[-1].gap = 0
        heights = [r.height for r in rows]
        total = sum(heights) + sum(r.gap for r in rows) + 2 * m.pad
        limit = m.window[1] - 2 * m.gap
        most = min(self.max_height(), limit)
        flex = next((i for i, r in enumerate(rows) if r.flex), -1)
        if total > most and flex >= 0:
            # The flex row shrinks to its comfortable least within the height a dialog should
            # keep to; else, for a row that gives its own least, rather than let the heading
            # or the buttons below scroll out of sight, the dialog takes the window's height,
            # and then the row its own least.
            r = rows[flex]
            rest = total - r.height
            steps = [(most, r.min_height)]
            if r.least is not None:
                steps += [(limit, r.min_height), (limit, r.least)]
            for cap, floor in steps:
                if rest + floor <= cap:
                    most = cap
                    heights[flex] = min(r.height, cap - rest)
                    total = rest + heights[flex]
                    break
        look = self._look = self._look or PanelLook.of(self.manager)  # once a dialog
        whole = total > most  # still too tall: the whole dialog scrolls in the panel, unshrunk
        if whole:
            heights = [r.height for r in rows]
            total = sum(heights) + sum(r.gap for r in rows) + 2 * m.pad
        shown = most if whole else total
        tops = self._tops(heights)
        foot, view, below, start, content = len(rows), shown, 0, 0, total
        if whole:
            foot, view, below, start, content = self._scrolled_part(rows, heights, tops, shown,
                                                                    total)
            pager = next((i for i, r in enumerate(rows[:foot]) if r.pages), -1)
            if pager >= 0:
                # a list that pages through itself takes what the view leaves under the rows
                # above it (its least at the least): seen from the top, the dialog shows
                # them and it, none cut, and what is under it is a scroll away
                fit = shown - below - tops[pager]
                heights[pager] = max(rows[pager].min_height, min(heights[pager], fit))
                tops = self._tops(heights)
                total = tops[-1] + m.pad  # the rows' tops run on past the last row's foot
                foot, view, below, start, content = self._scrolled_part(
                    rows, heights, tops, shown, total, fill=True)
            shown = view + below
        bar = m.gap if whole else 0  # room beside the rows for the scroll bar
        outer = pygame.Rect(0, 0, self.width + bar + 2 * look.inset, shown + 2 * look.inset)
        outer.center = self.area.center
        if self._placed is not None and self._placed[0] == self.area:
            outer.top = self._placed[1]  # laid out again: it stays put, it does not jump
        outer.clamp_ip(pygame.Rect((0, 0), m.window).inflate(-m.gap, -m.gap))
        self._placed = (pygame.Rect(self.area), outer.top)
        # The panel only holds the rows, with no image of its own (a window-sized one, and
        # its copy, for a big dialog on a touch screen): its face is drawn by draw_face.
        self.panel = container = UIContainer(outer, manager=self.manager,
                                             object_id=ObjectID(class_id="@dlg_panel"))
        x = y = m.pad + look.inset
        target: IContainerLikeInterface = container
        if whole:
            box = UIScrollingContainer(pygame.Rect(look.inset, look.inset, self.width + bar,
                                                   view), self.manager, container=container,
                                       allow_scroll_x=False)
            box.set_scrollable_area_dimensions((self.width, content))
            self._scroll = _Scroll(box, content, tops=tops[:foot])
            target, x, y = box.get_container(), m.pad, m.pad
        for i, (row, h) in enumerate(zip(rows, heights)):
            if i == foot and self._scroll is not None:
                self._scroll.members.update(self._focusables)
                target, x = container, m.pad + look.inset
                y = look.inset + view + rows[i - 1].gap
            row.place(target, x, y, self.inner, h)
            y += h + row.gap
        if self._scroll is not None:
            if whole and foot == len(rows):  # all of it scrolls (a list that scrolls alone
                # holds its own members)
                self._scroll.members.update(self._focusables)
            self._scroll.scroll_to(start)

    def _tops(self, heights: list[int]) -> list[int]:
        """Where each row begins in a part that scrolls, rows ``heights`` tall."""
        tops = [self.metrics.pad]
        for row, h in zip(self._rows, heights):
            tops.append(tops[-1] + h + row.gap)
        return tops

    def _scrolled_part(self, rows: list[Row], heights: list[int], tops: list[int], shown: int,
                       total: int, fill: bool = False) -> tuple[int, int, int, int, int]:
        """For a dialog too tall for ``shown``, ``tops`` being where each row would begin in a
        part that scrolls: where the rows kept in sight below that part begin (its last
        buttons, the refusal above them and the lines under them, if they take at most half
        of ``shown``; else none are kept: ``len(rows)``); how tall the part that scrolls is,
        and the rows below it; how far down it opens; and how tall what scrolls is (``total``,
        the whole dialog, when no rows are kept). With rows kept below, it opens at its end,
        just above them (the hint is read before the buttons), in whole rows, no line cut in
        half, unless that would leave it much shorter than it may be (a tall row, such as a
        list, then crosses its top edge) or it is to ``fill`` all it may be."""
        m = self.metrics
        n = len(rows)
        foot = next((i for i in range(n - 1, 0, -1) if rows[i].kept), n)
        while 1 < foot < n and rows[foot - 1].kept:
            foot -= 1
        below = sum(heights[foot:]) + sum(r.gap for r in rows[foot - 1:]) + m.pad
        if foot == n or below > shown // 2:
            return n, shown, 0, 0, total
        # a pixel or two under its last row: scrolled to its end by a scroll bar that rounds,
        # that row is still seen whole
        content = tops[foot - 1] + heights[foot - 1] + 2
        room = shown - below
        start = next(t for t in [0, *tops[:foot]] if content - t <= room)
        if fill or content - start < room - m.button_h:  # a tall row (a list) would leave
            start = max(0, content - room)  # it short
        return foot, content - start, below, start, content

    def max_height(self) -> int:
        """Tall lists scroll rather than hide the whole board: at most the board's middle or
        three quarters of the window, whichever is more."""
        m = self.metrics
        return min(m.max_height(), max(self.area.h, round(m.window[1] * 0.75)))

    # -- rows -------------------------------------------------------------------------------

    def label(self, container: IContainerLikeInterface, rect: pygame.Rect, text: str,
              cls: str) -> UILabel:
        return UILabel(rect, text, self.manager, container=container,
                       object_id=ObjectID(class_id=cls))

    def lines(self, text: str, cls: str, font: pygame.font.Font, gap: int | None = None) -> None:
        """Wrapped text, one label per line."""
        lines = wrap(text, font, self.inner)
        step = font.get_linesize()

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            for i, line in enumerate(lines):
                self.label(c, pygame.Rect(x, y + i * step, w, step), line, cls)

        self.add(step * len(lines), place, gap)

    def eyebrow(self, text: str) -> None:
        """A small line above the title: whose decision it is."""
        self.lines(text.upper(), "@dlg_eyebrow", self.metrics.font("small", True),
                   gap=round(self.metrics.gap * 0.3))

    def title(self, text: str) -> None:
        """The dialog's title in the theme's accent, with a short accent rule under it."""
        m = self.metrics
        self.lines(text, "@dlg_title", m.font("title", True), gap=round(m.gap * 0.6))
        bar_w, bar_h = m.body * 3, max(3, m.body // 5)

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            UIPanel(pygame.Rect(x, y, bar_w, bar_h), manager=self.manager, container=c,
                    object_id=ObjectID(class_id="@dlg_rule"))

        self.add(bar_h, place, gap=m.gap * 2)

    def text(self, text: str, muted: bool = False, gap: int | None = None) -> None:
        m = self.metrics
        if muted:
            self.lines(text, "@dlg_muted", m.font("small"), gap)
        else:
            self.lines(text, "@dlg_text", m.font("body"), gap)

    def heading(self, text: str) -> None:
        m = self.metrics
        self.lines(text, "@dlg_heading", m.font("body", True), gap=round(m.gap * 0.6))

    def facts(self, items: list[tuple[str, str]], accent: str | None = None) -> None:
        """Label and figure pairs, the figure right-aligned ('Price ... $200')."""
        m = self.metrics
        step = round(m.line * 1.12)
        key_font, value_font = m.font("body"), m.font("body", True)
        rows: list[tuple[list[str], str]] = []
        for key, value in items:
            room = self.inner - value_font.size(value)[0] - m.gap * 2
            rows.append((wrap(key, key_font, max(room, self.inner // 3)), value))
        height = sum(len(keys) for keys, _ in rows) * step

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            for keys, value in rows:
                for i, key in enumerate(keys):
                    self.label(c, pygame.Rect(x, y + i * step, w, step), key, "@dlg_key")
                cls = "@dlg_value_accent" if keys and value == accent else "@dlg_value"
                vw = value_font.size(value)[0] + 2
                self.label(c, pygame.Rect(x + w - vw, y, vw, step), value, cls)
                y += len(keys) * step

        self.add(height, place, gap=m.gap * 2)

    def image(self, surface: pygame.Surface, texts: tuple[str, ...] = (),
              gap: int | None = None,
              smaller: Callable[[int], pygame.Surface] | None = None) -> None:
        """A picture (a card, a color band), centred; ``texts`` are the words drawn into it.
        ``smaller`` draws it again for a height, where the dialog would not fit the window
        whole otherwise (down to 60% of its height) rather than scroll."""
        self._drawn_texts.extend(texts)
        full = surface.get_height()

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            shown = surface if smaller is None or h >= full else smaller(h)
            left = x + (w - shown.get_width()) // 2
            UIImage(pygame.Rect(left, y, shown.get_width(), shown.get_height()), shown,
                    self.manager, container=c)

        self.add(full, place, gap, flex=smaller is not None,
                 min_height=round(full * 0.6) if smaller is not None else 0)

    def hint_row(self) -> None:
        """With hints on: what this decision means for the player now, from the game as it
        stands and the medium player's judgement (an offer played on, too, as the hard player
        weighs one); the default then follows its advice."""
        self.advice = None
        if self.hints and self.game is not None:
            h = advise(self.game, self.player, self.words, DialogScene.look_guard)
            self.advice = h.advice
            self.hint_band(h.text)

    def steer(self, choices: list[Choice]) -> None:
        """The default and the red primary go to the first open choice the hint advises, never
        to one it advises against; with no advice, a dialog that needs it has no default."""
        sided = [c for c in choices if c.side is not None]
        if not sided or (self.advice is None and not self.needs_advice):
            return
        first = next((c for c in sided if c.side == self.advice and c.enabled), None)
        for c in sided:
            c.default = c.primary = c is first
        self._undecided = first is None

    def hint_band(self, text: str) -> None:
        """A hint on a soft band of the theme's accent: 'Hint' beside the wrapped line."""
        if not text:
            return
        m = self.metrics
        f = m.font("small")
        lead = "Hint"
        lead_w = m.font("small", True).size(lead)[0] + m.gap
        width = self.inner - 2 * m.gap - lead_w
        lines = wrap(text, f, width)
        step = f.get_linesize()
        inset = round(m.gap * 0.8)

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            UIPanel(pygame.Rect(x, y, w, h), manager=self.manager, container=c,
                    object_id=ObjectID(class_id="@dlg_hint"))
            self.label(c, pygame.Rect(x + m.gap, y + inset, lead_w, step), lead, "@dlg_hint_lead")
            for i, line in enumerate(lines):
                self.label(c, pygame.Rect(x + m.gap + lead_w, y + inset + i * step, width, step),
                           line, "@dlg_hint_text")

        self.add(len(lines) * step + 2 * inset, place, gap=m.gap * 2)

    def spacer(self, height: int) -> None:
        self.add(max(0, height - self.metrics.gap), lambda *_: None)

    def error_row(self) -> None:
        """The reason the rules refused the last choice, on a highlighted band."""
        if self.error:
            self.band(self.error, True, self.metrics.gap * 2, self.metrics.gap * 2)

    def band(self, text: str, callout: bool, gap: int, room: int) -> None:
        """Body text with ``room`` shared above and below it: bold on a callout band (why
        something is refused), or plain; as tall either way. ``gap``: the room after it."""
        m = self.metrics
        f = m.font("body", callout)
        lines = wrap(text, f, self.inner - 2 * m.gap)
        step = f.get_linesize()

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            if callout:
                UIPanel(pygame.Rect(x, y, w, h), manager=self.manager, container=c,
                        object_id=ObjectID(class_id="@dlg_callout"))
            for i, line in enumerate(lines):
                self.label(c, pygame.Rect(x + m.gap, y + room // 2 + i * step, w - 2 * m.gap, step),
                           line, "@dlg_error" if callout else "@dlg_key")

        self.add(len(lines) * step + room, place, gap=gap)

    def button(self, c: IContainerLikeInterface, rect: pygame.Rect, choice: Choice,
               cls: str | None = None) -> UIButton:
        """A button for ``choice``; enabled ones join the keyboard focus order."""
        if cls is None:
            cls = "@primary" if choice.primary and choice.enabled else None
        b = UIButton(rect, choice.label, self.manager, container=c,
                     object_id=ObjectID(class_id=cls) if cls else None)
        self._buttons.append(b)
        if choice.enabled:
            self.focusable(b, choice)
        else:
            b.disable()
        return b

    def focusable(self, element: UIElement, choice: Choice | None = None) -> None:
        """Put ``element`` next in the Tab order (``choice``: what pressing it does)."""
        if choice is not None:
            self._choices[element] = choice
            if choice.default and self._default < 0:
                self._default = len(self._focusables)
        self._focusables.append(element)

    def button_width(self, label: str, primary: bool) -> int:
        m = self.metrics
        return m.font("body", primary).size(label)[0] + 4 * m.gap

    def choices(self, choices: list[Choice], hints: bool = True) -> None:
        """Buttons side by side, equal widths, in as many rows as their labels need."""
        self.steer(choices)
        m = self.metrics
        n = len(choices)
        widest = max(self.button_width(c.label, c.primary) for c in choices)
        cols = n
        while cols > 1 and (self.inner - (cols - 1) * m.gap) // cols < widest:
            cols -= 1
        rows = -(-n // cols)
        bw = (self.inner - (cols - 1) * m.gap) // cols
        if n == 1:  # a lone button (OK) need not span the dialog
            bw = min(bw, max(widest, self.inner // 2))
        height = rows * m.button_h + (rows - 1) * m.gap

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            for i, choice in enumerate(choices):
                r, k = divmod(i, cols)
                in_row = min(cols, n - r * cols)
                left = x + (w - (in_row * bw + (in_row - 1) * m.gap)) // 2
                self.button(c, pygame.Rect(left + k * (bw + m.gap), y + r * (m.button_h + m.gap),
                                           bw, m.button_h), choice)

        self.add(height, place, gap=m.gap * 2, space_before=m.gap * 2)
        self._rows[-1].kept = True
        if hints:
            for choice in choices:
                if choice.hint:
                    self.text(choice.hint, muted=True, gap=round(m.gap * 0.5))

    def footer(self, choices: list[Choice]) -> None:
        """The refusal band (if any), then the dialog's main buttons."""
        self.error_row()
        if self.error:
            self._rows[-1].kept = True
        self.choices(choices)

    def options(self, choices: list[Choice], flex: bool = True, under_heading: bool = False
                ) -> None:
        """Full-width buttons one under another, each with its figure and hint; scrolls when
        there are more than the window can show."""
        self.steer(choices)
        m = self.metrics
        aside_font = m.font("body", True)
        aside_w = max((aside_font.size(c.aside)[0] for c in choices if c.aside), default=0)
        aside_w = aside_w + m.gap if aside_w else 0
        hint_font = m.font("small")
        hint_step = hint_font.get_linesize()
        scroll_w = m.body + m.gap  # room kept for a scroll bar, should one be needed
        layout: list[tuple[int, Choice, list[str]]] = []
        y = 0
        for choice in choices:
            hint = wrap(choice.hint, hint_font, self.inner - scroll_w) if choice.hint else []
            layout.append((y, choice, hint))
            y += m.button_h + len(hint) * hint_step + m.gap
        content = y - m.gap if choices else 0

        def fill(c: IContainerLikeInterface, x: int, y: int, w: int,
                 members: set[UIElement] | None) -> None:
            bw = w - aside_w
            for top, choice, hint in layout:
                top += y
                b = self.button(c, pygame.Rect(x, top, bw, m.button_h), choice,
                                "@dlg_option_primary" if choice.primary and choice.enabled
                                else "@dlg_option")
                if members is not None:
                    members.add(b)
                if choice.aside:
                    self.label(c, pygame.Rect(x + bw, top, aside_w, m.button_h), choice.aside,
                               "@dlg_aside")
                for i, line in enumerate(hint):
                    self.label(c, pygame.Rect(x + m.gap, top + m.button_h + i * hint_step,
                                              w - m.gap, hint_step), line, "@dlg_muted")

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            if h >= content:
                fill(c, x, y, w, None)
                return
            # whole options in sight, none cut in half at the foot, with the gap under the
            # last (no edge of the next); the scroll bar says there are more
            ends = [top + m.button_h + len(hint) * hint_step + m.gap for top, _, hint in layout]
            view = max((end for end in ends if end <= h), default=h)
            box = UIScrollingContainer(pygame.Rect(x, y, w, view), self.manager, container=c,
                                       allow_scroll_x=False)
            room = content + m.gap  # below the last button, so scrolling to it shows it whole
            box.set_scrollable_area_dimensions((w - scroll_w, room))
            self._scroll = _Scroll(box, room, tops=[top for top, _, _ in layout])
            fill(box.get_container(), 0, 0, w - scroll_w, self._scroll.members)

        self.add(content, place, gap=m.gap * 2, flex=flex,
                 min_height=min(content, 3 * m.button_h + 2 * m.gap),
                 least=min(content, m.button_h * 3 // 2 + m.gap),
                 space_before=0 if under_heading else m.gap * 2)

    # -- choosing ---------------------------------------------------------------------------

    def submit(self, action: Action) -> None:
        """Send ``action`` if the rules take it; else say why and let the player choose again."""
        if self.done:
            return
        assert self.game is not None and self.on_action is not None
        reason = self.game.why_illegal(action)
        if reason is not None:
            self.refuse(reason)
            return
        self.done = True
        self.on_action(action)

    def refuse(self, reason: str) -> None:
        """Show why the choice was refused; the dialog stays open for another."""
        self.error = sentence(reason)
        self.refresh()
        if self.on_refuse is not None:
            self.on_refuse(self.error)

    def choose(self, choice: Choice) -> None:
        if self.done or not choice.enabled:
            return
        if choice.confirm and self._asking is not choice:
            self._asking_about(choice)
        elif isinstance(choice.act, Action):
            self.submit(choice.act)
        elif choice.act is not None:
            choice.act()

    def press(self, element: UIElement) -> None:
        """What clicking ``element`` or pressing Enter on it does."""
        if element in self._focusables:
            self._focus = self._focusables.index(element)
        choice = self._choices.get(element)
        if choice is not None:
            self.choose(choice)

    def _asking_about(self, choice: Choice | None) -> None:
        """Ask again about ``choice`` in place of the dialog (None: back to the dialog)."""
        self._asking, self._focus, self.error = choice, -1, ""
        self.refresh()

    def _ask_again(self, choice: Choice) -> None:
        """The second question: what the step does, Go back (the default, as Esc) or take it."""
        self.title(f"{choice.label}?")
        self.text(choice.confirm)
        self.error_row()
        yes = f"Yes, {choice.label[:1].lower()}{choice.label[1:]}"
        self.choices([Choice("Go back", lambda: self._asking_about(None), default=True,
                             back=True), Choice(yes, choice.act)])

    # -- keyboard focus -------------------------------------------------------------------------

    @property
    def focused(self) -> UIElement | None:
        if 0 <= self._focus < len(self._focusables):
            return self._focusables[self._focus]
        return None

    @staticmethod
    def _button_label(element: UIElement | None) -> str | None:
        return element.text if isinstance(element, UIButton) else None

    def focus_on(self, element: UIElement) -> None:
        if element in self._focusables:
            self._focus = self._focusables.index(element)
            self._apply_focus()

    def move_focus(self, step: int) -> None:
        if not self._focusables:
            return
        start = self._focus if self._focus >= 0 else (-1 if step > 0 else 0)  # none yet
        self._focus = (start + step) % len(self._focusables)
        self._apply_focus()

    def _apply_focus(self) -> None:
        element = self.focused
        if element is None:
            return
        if isinstance(element, UITextEntryLine):
            self.manager.set_focus_set(element)
        else:
            for other in self._focusables:
                if isinstance(other, UITextEntryLine) and other.is_focused:
                    self.manager.set_focus_set(None)
        self._scroll_to(element)

    def _scroll_to(self, element: UIElement) -> None:
        s = self._scroll
        if s is None or element not in s.members or s.box.vert_scroll_bar is None:
            return
        view = s.box.rect.height
        margin = self.metrics.gap
        top = round(element.get_relative_rect().y)
        bottom = top + element.rect.height
        offset = s.offset
        # the view starts at a row's top where one is in reach (a pixel or two of the gap
        # above it shown: a scroll bar rounds), the nearest above going up, below going down
        at = [t - 2 for t in s.tops if bottom + margin - view <= t - 2 <= top]
        if top - margin < offset:
            # all the way up where that still shows it: the heading is read with it
            s.scroll_to(0 if bottom + margin <= view else max(at, default=top - margin))
        elif bottom + margin > offset + view:
            s.scroll_to(min(at, default=bottom + margin - view))

    def _dragged(self, event: pygame.event.Event) -> bool:
        """On a touch screen a list scrolls under the finger that drags it (its scroll bar is
        too thin to hit); a drag presses nothing. True when the event was such a drag."""
        s = self._scroll
        if s is None or s.box.vert_scroll_bar is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if s.box.rect.collidepoint(event.pos):
                self._drag = _Drag(event.pos[1], s.offset)
            return False
        drag = self._drag
        if drag is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            moved = event.pos[1] - drag.y
            if not drag.moved and abs(moved) >= self.metrics.gap * 2:
                drag.moved = True
                # Let go of whatever the finger went down on, without pressing it.
                self.manager.process_events(pygame.event.Event(
                    pygame.MOUSEBUTTONUP, pos=(-1, -1), button=1))
            if drag.moved:
                s.scroll_to(drag.offset - moved)
            return drag.moved
        if event.type == pygame.MOUSEBUTTONUP:
            self._drag = None
            return drag.moved
        return False

    # -- the scene ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return False
        if self.metrics.touch and self._dragged(event):
            return True
        used = bool(self.manager.process_events(event))
        element = getattr(event, "ui_element", None)
        if element is not None:
            if element not in self.manager.get_sprite_group().sprites():
                return False
            if event.type == pygame_gui.UI_BUTTON_PRESSED:
                self.press(element)
            else:
                self.on_ui_event(event)
            return True
        if used:
            return True
        if event.type == pygame.KEYDOWN:
            return self.on_key(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            return self.panel is not None and self.panel.rect.collidepoint(pos)
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """Tab, arrows, Enter and Space: move the focus and press the focused button; Esc
        presses the back choice, if there is one."""
        key = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if key == pygame.K_TAB:
            self.move_focus(-1 if shift else 1)
        elif key in NEXT_KEYS:
            self.move_focus(1)
        elif key in PREVIOUS_KEYS:
            self.move_focus(-1)
        elif key in CONFIRM_KEYS:
            element = self.focused
            if element is not None:
                self.press(element)
        elif key == pygame.K_ESCAPE and self.back_button is not None:
            self.press(self.back_button)
        else:
            return False
        return True

    def on_ui_event(self, event: pygame.event.Event) -> None:
        """A pygame-gui event of this dialog other than a button press (text entry...)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: keep the dialog where it was on the board, in new sizes."""
        old_w, old_h = self.metrics.window
        sx, sy = size[0] / max(1, old_w), size[1] / max(1, old_h)
        self.area = pygame.Rect(round(self.area.x * sx), round(self.area.y * sy),
                                round(self.area.w * sx), round(self.area.h * sy))
        self.set_area(self.area, size)

    def set_area(self, area: pygame.Rect, size: tuple[int, int] | None = None) -> None:
        """Place the dialog over another part of the screen (the game scene's new layout)."""
        self.area = pygame.Rect(area)
        release_manager(self.theme, self.metrics, self.manager)
        self.metrics = Metrics.for_window(size or window_size(self.area), self.theme)
        self.manager = make_manager(self.theme, self.metrics)
        self.refresh()

    def restyle(self) -> None:
        if not self._released:
            self.set_area(self.area, self.metrics.window)

    def enter(self) -> None:
        if self._released:  # pushed again after it was closed: it needs a manager again
            self.manager = make_manager(self.theme, self.metrics)
            self._released = False
            self.refresh()

    def exit(self) -> None:
        release_manager(self.theme, self.metrics, self.manager)
        self._released = True

    def update(self, dt: float) -> None:
        self.manager.update(dt)
        element = self.focused
        if element is not None and not isinstance(element, UITextEntryLine):
            for i, other in enumerate(self._focusables):
                if isinstance(other, UITextEntryLine) and other.is_focused:
                    self._focus = i

    def draw(self, surface: pygame.Surface) -> None:
        if self.panel is not None and self._look is not None:
            self._draw_shadow(surface, self.panel.rect, self._look)
            self._look.draw_face(surface, self.panel.rect)
        self.manager.draw_ui(surface)
        element = self.focused
        if element is not None and element.visible and not self.done:
            self._draw_ring(surface, element)
        for name, rect in self.glyph_spots():
            surface.blit(glyph(name, rect.h, self.theme), rect)

    @property
    def back_button(self) -> UIButton | None:
        """The button of the choice Esc presses (Cancel, Close, Go back), if there is one."""
        return next((b for b in self._buttons if b.is_enabled
                     and (c := self._choices.get(b)) is not None and c.back), None)

    def glyph_spots(self) -> list[tuple[Name, pygame.Rect]]:
        """While a pad is played, the pad's buttons beside the dialog's buttons they press:
        its confirm by the button in focus, its back by the back choice; none after the
        keyboard, whose keys the hint lines name."""
        naming = self.naming
        if not naming.pad or self.done:
            return []
        focused = self.focused
        out = []
        for action, element in (("press", focused), ("back", self.back_button)):
            if (isinstance(element, UIButton) and element.visible and self._in_view(element)
                    and (action == "press" or element is not focused)):
                out.append((naming.of(action), self._beside(element, naming.of(action))))
        return out

    def _beside(self, button: UIButton, name: Name) -> pygame.Rect:
        """Where ``name``'s glyph goes: left of a centred label, inside the button where there
        is room, else over its left edge; at the right end of a label set to the left (a list's
        row)."""
        m = self.metrics
        f = m.font("body", bold=True)
        h = round(f.get_height() * 1.05)
        w = glyph(name, h, self.theme).get_width()
        if getattr(button, "text_horiz_alignment", "center") == "left":
            x = button.rect.right - m.gap - w
        else:
            x = max(button.rect.centerx - f.size(button.text)[0] // 2 - m.gap // 2 - w,
                    button.rect.x - w // 2)
        return pygame.Rect(x, button.rect.centery - h // 2, w, h)

    def _in_view(self, element: UIElement) -> bool:
        """Whether ``element`` is in sight (not scrolled out of a list that did not fit)."""
        s = self._scroll
        return s is None or element not in s.members or s.box.rect.contains(element.rect)

    def _draw_shadow(self, surface: pygame.Surface, rect: pygame.Rect, look: PanelLook) -> None:
        """A soft shadow under the panel, falling a little downwards, to lift it off the board;
        blended only where the panel's face (``look``) will not cover it, a frame round it."""
        spread = self.metrics.gap
        size = rect.inflate(2 * spread, 2 * spread).size
        if self._shadow is None or self._shadow.get_size() != size:
            shadow = pygame.Surface(size, pygame.SRCALPHA)
            for i in range(spread):
                box = shadow.get_rect().inflate(-2 * i, -2 * i)
                pygame.draw.rect(shadow, (0, 0, 0, 4 + i), box, border_radius=spread + spread - i)
            self._shadow = shadow
        x, y = rect.x - spread, rect.y - spread // 2
        hole = look.covered(rect).move(-x, -y)
        for piece in around(self._shadow.get_rect(), hole):
            surface.blit(self._shadow, (x + piece.x, y + piece.y), piece)

    def _draw_ring(self, surface: pygame.Surface, element: UIElement) -> None:
        m = self.metrics
        away = m.ring + max(2, m.ring)  # a gap of the panel's color between button and ring
        rect = element.rect.inflate(2 * away, 2 * away)
        if not self._in_view(element):
            return
        radius = getattr(element, "shape_corner_radius", 0)
        if isinstance(radius, (list, tuple)):
            radius = max(radius) if radius else 0
        radius = int(radius or 0)
        color = pygame.Color(self.theme.palette.accent)
        pygame.draw.rect(surface, color, rect, m.ring, border_radius=radius + away if radius else 0)

    # -- for tests and the game scene ---------------------------------------------------------

    def shown_texts(self) -> list[str]:
        """Every piece of text the dialog shows (labels, buttons, entries, words in pictures)."""
        out: list[str] = []
        for element in self.manager.get_sprite_group().sprites():
            for attr in ("text", "html_text"):
                value = getattr(element, attr, None)
                if isinstance(value, str) and value:
                    out.append(value)
        return out + self._drawn_texts

    def buttons(self) -> dict[str, UIButton]:
        """The dialog's buttons by label."""
        return {b.text: b for b in self._buttons}

    @property
    def default_label(self) -> str | None:
        """The label of the choice Enter presses before the player moves the focus."""
        if 0 <= self._default < len(self._focusables):
            choice = self._choices.get(self._focusables[self._default])
            return choice.label if choice is not None else None
        return None

    @property
    def offered(self) -> list[tuple[str, bool]]:
        """The choice buttons shown: label, and whether it may be pressed."""
        return [(b.text, b.is_enabled) for b in self._buttons]


D = TypeVar("D", bound=Decision)


class DecisionDialog(DialogScene, Generic[D]):
    """A dialog answering one pending decision of the engine."""

    def __init__(self, game: Game, decision: D, theme: Theme, area: pygame.Rect,
                 on_action: ActionSink, *, hints: bool = False) -> None:
        super().__init__(theme, area, game, decision.player, on_action, hints=hints)
        self.decision = decision
        self.refresh()
