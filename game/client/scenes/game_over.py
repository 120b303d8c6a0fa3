"""The game-over scene: standings, net worth and chances to win over the game, rent, holdings
and a heat map of rests; the game's replay is one button away."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ...engine import Game
from ...engine.edition import SpaceKind
from ...themes import Theme
from ..views.board import BoardGeometry
from ..views.groups import GroupLook
from ..store.record import GameRecord
from .menu import FocusRing, MenuScene
from ..views.look import (color, draw_panel, draw_text, draw_token_disc, line_font, lines_font,
                          player_color, theme_font)

HEAT_TITLE = "Where tokens came to rest"


def nice_step(span: float, ticks: int = 5) -> float:
    """A round tick step (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return float(m * power)
    return float(10 * power)


def short_money(currency: str, amount: float) -> str:
    """'$1.5k' style labels for axes."""
    if abs(amount) >= 1000:
        text = f"{amount / 1000:.1f}".rstrip("0").rstrip(".")
        return f"{currency}{text}k"
    return f"{currency}{int(amount)}"


class GameOverScene(MenuScene):
    """Who won and how the game went; Play again, watch the replay, or back to the title."""

    def __init__(self, app: Any, game: Game, record: GameRecord, theme: Theme,
                 on_again: Callable[[], None], on_title: Callable[[], None], *,
                 tokens: Sequence[str | int] | None = None,
                 on_replay: Callable[[], None] | None = None, markers: bool = False) -> None:
        """``on_replay``: open the replay of this game (no Watch replay button without it);
        ``markers``: Colour help, the groups' safe colors and patterns (see groups.py)."""
        self.groups = GroupLook(theme, markers)
        self.game = game
        self.record = record
        self.on_again = on_again
        self.on_title = on_title
        self.on_replay = on_replay
        self.button_replay: UIButton | None = None
        ids = [t.id for t in theme.tokens]
        self.tokens = ([ids[t] if isinstance(t, int) else t for t in tokens]
                       if tokens is not None else None)
        self.focus: FocusRing | None = None
        self._heat: pygame.Surface | None = None
        super().__init__(app, theme)

    # -- layout -----------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        m = round(36 * s)
        gap = round(22 * s)
        head_f = theme_font(self.theme, max(20, round(44 * s)), bold=True, title=True)
        sub_f = theme_font(self.theme, max(12, round(17 * s)))
        top = round(20 * s) + head_f.get_linesize() + sub_f.get_linesize() + round(14 * s)
        fh = max(38, round(56 * s))
        fy = h - round(24 * s) - fh
        bw_again, bw_title = round(220 * s), round(160 * s)
        self.button_again = UIButton(pygame.Rect(w - m - bw_again, fy, bw_again, fh), "Play again",
                                     self.manager, object_id="@action_primary")
        self.button_title = UIButton(pygame.Rect(w - m - bw_again - gap - bw_title, fy, bw_title, fh),
                                     "Title", self.manager, object_id="@action")
        buttons, actions = [self.button_title, self.button_again], [self.title, self.again]
        if self.on_replay is not None:
            bw_replay = round(220 * s)
            x = self.button_title.relative_rect.x - gap - bw_replay
            self.button_replay = UIButton(pygame.Rect(x, fy, bw_replay, fh), "Watch replay",
                                          self.manager, object_id="@action")
            buttons.insert(0, self.button_replay)
            actions.insert(0, self.replay)
        self.focus = FocusRing(buttons, actions)
        self.focus.focus(self.button_again)

        bottom = fy - round(18 * s)
        content_h = bottom - top
        pad = round(16 * s)
        h2_line = theme_font(self.theme, max(14, round(22 * s)), bold=True).get_linesize()
        heading = h2_line + round(8 * s)
        right_w = min(content_h - heading, round((w - 2 * m) * 0.44))
        self.heat_rect = pygame.Rect(w - m - right_w, top, right_w, content_h)
        left = pygame.Rect(m, top, self.heat_rect.x - gap - m, content_h)
        # rows and the heading grow with the player's text size as well as the window's
        body_line = theme_font(self.theme, max(12, round(17 * s))).get_linesize()
        row_h = max(22, round(34 * s), body_line + round(6 * s))
        self.head_step = max(round(30 * s), h2_line)
        table_h = 2 * pad + self.head_step + (len(self.record.names) + 1) * row_h
        self.table_rect = pygame.Rect(left.x, left.y, left.w, table_h)
        charts = pygame.Rect(left.x, self.table_rect.bottom + gap, left.w,
                             left.bottom - self.table_rect.bottom - gap)
        half = (charts.w - gap) // 2
        self.chart_rect = pygame.Rect(charts.x, charts.y, half, charts.h)
        self.odds_rect = pygame.Rect(charts.right - half, charts.y, half, charts.h)
        self.row_h = row_h
        self.pad = pad
        self.header = (head_f, sub_f)
        self._heat = None

    # -- input --------------------------------------------------------------------------------

    def again(self) -> None:
        self.click()
        self.on_again()

    def title(self) -> None:
        self.click()
        self.on_title()

    def replay(self) -> None:
        if self.on_replay is not None:
            self.click()
            self.on_replay()

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.type == UI_BUTTON_PRESSED and event.ui_element is self.button_again:
            self.again()
            return True
        if event.type == UI_BUTTON_PRESSED and event.ui_element is self.button_title:
            self.title()
            return True
        if event.type == UI_BUTTON_PRESSED and event.ui_element is self.button_replay:
            self.replay()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.title()
            return True
        return self.focus.handle_key(event) if self.focus else False

    # -- drawing -------------------------------------------------------------------------------

    def draw_under(self, surface: pygame.Surface) -> None:
        super().draw_under(surface)
        self._draw_header(surface)
        self._draw_table(surface)
        self._draw_worth(surface)
        self._draw_odds(surface)
        self._draw_heat(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)

    def _token(self, p: int) -> str | None:
        return self.tokens[p] if self.tokens is not None and p < len(self.tokens) else None

    def _draw_header(self, surface: pygame.Surface) -> None:
        s = self.scale
        p = self.theme.palette
        head_f, sub_f = self.header
        m = round(36 * s)
        rec = self.record
        if rec.winners:
            names = " and ".join(rec.names[w] for w in rec.winners)
            title = f"{names} win{'s' if len(rec.winners) == 1 else ''}!"
        else:
            title = "Standings"
        y = round(20 * s)
        x = m
        if len(rec.winners) == 1:
            size = head_f.get_height()
            draw_token_disc(surface, self.theme, self._token(rec.winners[0]),
                            (m + size // 2, y + head_f.get_linesize() // 2), size,
                            player_color(rec.winners[0]))
            x += size + round(12 * s)
        draw_text(surface, title, head_f, p.accent, (x, y), max_width=self.size[0] - x - m)
        rounds = rec.rounds[-1]
        reason = f"Game over: {rec.end_reason}." if rec.over and rec.end_reason else "The game so far."
        detail = f"{reason}  {rounds} round{'s' if rounds != 1 else ''}, {rec.throws} throws of the dice."
        draw_text(surface, detail, sub_f, p.muted, (m, y + head_f.get_linesize()),
                  max_width=self.size[0] - 2 * m)

    def _draw_table(self, surface: pygame.Surface) -> None:
        s = self.scale
        p = self.theme.palette
        rec = self.record
        rect = self.table_rect
        draw_panel(surface, self.theme, rect)
        pad, rh = self.pad, self.row_h
        h2 = theme_font(self.theme, max(14, round(22 * s)), bold=True)
        small = theme_font(self.theme, max(11, round(14 * s)))
        body = theme_font(self.theme, max(12, round(17 * s)))
        bold = theme_font(self.theme, max(12, round(17 * s)), bold=True)
        x0, y = rect.x + pad, rect.y + pad
        draw_text(surface, "Standings", h2, p.text, (x0, y))
        y += self.head_step
        inner = rect.w - 2 * pad
        # columns: rank+token, name, worth, collected, paid, properties
        col_name = x0 + round(rh * 1.9)
        col_worth = x0 + round(inner * 0.45)
        col_in = col_worth + round(inner * 0.13)
        col_out = col_in + round(inner * 0.13)
        col_props = col_out + round(inner * 0.03)
        cur = self.theme.currency
        heads = [("Net worth", col_worth), ("Rent in", col_in), ("Rent out", col_out)]
        for label, x in heads:
            draw_text(surface, label, small, p.muted, (x, y + rh // 2), "midright")
        draw_text(surface, "Player", small, p.muted, (col_name, y + rh // 2), "midleft")
        draw_text(surface, "Properties held", small, p.muted, (col_props, y + rh // 2), "midleft")
        y += rh
        line = color(p.line).lerp(color(p.space), 0.75)
        for rank, pl in enumerate(rec.ranking()):
            pygame.draw.line(surface, line, (x0, y), (rect.right - pad, y))
            mid = y + rh // 2
            out = rec.out_round[pl] is not None
            text_col = p.muted if out else p.text
            draw_text(surface, str(rank + 1), bold, text_col, (x0 + round(rh * 0.3), mid), "center")
            draw_token_disc(surface, self.theme, self._token(pl), (x0 + round(rh * 1.2), mid),
                            round(rh * 0.9), player_color(pl))
            worth = f"out in round {rec.out_round[pl]}" if out else f"{cur}{rec.worth[pl][-1]:,}"
            worth_f = small if out else bold
            draw_text(surface, rec.names[pl], bold if rank == 0 and not out else body, text_col,
                      (col_name, mid), "midleft",
                      col_worth - worth_f.size(worth)[0] - round(12 * s) - col_name)
            draw_text(surface, worth, worth_f, text_col, (col_worth, mid), "midright")
            draw_text(surface, f"{cur}{rec.rent_collected[pl]:,}", body, text_col, (col_in, mid), "midright")
            draw_text(surface, f"{cur}{rec.rent_paid[pl]:,}", body, text_col, (col_out, mid), "midright")
            self._chips(surface, rec.properties[pl], pygame.Rect(col_props, y + rh // 4,
                                                                 rect.right - pad - col_props, rh // 2))
            y += rh

    def _chips(self, surface: pygame.Surface, props: Sequence[int], box: pygame.Rect) -> None:
        """A player's properties as chips in their group's color, grouped; mortgaged ones hollow.

        Many properties wrap onto two rows of smaller chips rather than shrinking to dots.
        """
        if not props:
            return
        board = self.game.board
        ordered = sorted(props, key=lambda sp: (board.group_of[sp], sp))
        rows = [ordered]
        size = box.h
        gap = max(2, size // 4)

        def width(row: list[int], chip: int) -> int:
            groups = len({board.group_of[sp] for sp in row})
            return len(row) * (chip + 1) + (groups - 1) * gap

        if width(ordered, size) > box.w:
            half = (len(ordered) + 1) // 2
            rows = [ordered[:half], ordered[half:]]
            size = max(4, round(box.h * 0.8))
        while size > 4 and max(width(r, size) for r in rows) > box.w:
            size -= 1
        top = box.centery - (len(rows) * (size + 2) - 2) // 2
        for k, row in enumerate(rows):
            self._chip_row(surface, row, box.x, top + k * (size + 2), size, gap)

    def _chip_row(self, surface: pygame.Surface, row: Sequence[int], x: int, y: int, size: int,
                  gap: int) -> None:
        p = self.theme.palette
        board = self.game.board
        last = None
        for sp in row:
            g = board.group_of[sp]
            if last is not None and g != last:
                x += gap
            last = g
            default = p.line if board.kind[sp] == SpaceKind.RAILROAD else p.muted
            chip = pygame.Rect(x, y, size, size)
            hollow = max(1, size // 4) if self.game.mortgaged[sp] else 0
            self.groups.swatch(surface, chip, board.group_ids[g], default, hollow=hollow)
            if not hollow:
                pygame.draw.rect(surface, color(p.line), chip, 1)
            x += size + 1

    def _draw_worth(self, surface: pygame.Surface) -> None:
        rec = self.record
        top_value = max((v for series in rec.worth for v in series), default=0)
        step = nice_step(top_value or 1, 4)
        y_max = step * max(1, math.ceil(top_value / step))
        self._line_chart(surface, self.chart_rect, "Net worth over the game", rec.rounds,
                         [[float(v) for v in series] for series in rec.worth], y_max, step,
                         lambda v: short_money(self.theme.currency, v))

    def _draw_odds(self, surface: pygame.Surface) -> None:
        rec = self.record
        rec.collect_odds()
        note = None
        if rec.odds_pending:
            note = "working out the odds\u2026"
        elif len(rec.odds_rounds) < 2:
            note = "no odds were kept for this game"
        self._line_chart(surface, self.odds_rect, "Chances to win", rec.odds_rounds, rec.odds,
                         1.0, 0.25, lambda v: f"{round(v * 100)}%", note)

    def _line_chart(self, surface: pygame.Surface, rect: pygame.Rect, title: str, xs: Sequence[int],
                    values: Sequence[Sequence[float]], y_max: float, step: float,
                    label: Callable[[float], str], note: str | None = None) -> None:
        """One line per player over the rounds, on a grid from 0 to ``y_max``; ``note``: a
        word in the corner (the chart is still coming, or cannot be drawn)."""
        s = self.scale
        p = self.theme.palette
        rec = self.record
        if rect.h < 80:
            return
        draw_panel(surface, self.theme, rect)
        pad = self.pad
        h2 = line_font(self.theme, title, rect.w - 2 * pad, max(14, round(22 * s)), bold=True)
        small = theme_font(self.theme, max(10, round(13 * s)))
        draw_text(surface, title, h2, p.text, (rect.x + pad, rect.y + pad), max_width=rect.w - 2 * pad)
        self._legend(surface, pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, h2.get_linesize()),
                     small, title)
        label_w = max(small.size(label(y_max))[0], small.size("0")[0])
        plot = pygame.Rect(rect.x + pad + label_w + round(8 * s), rect.y + pad + h2.get_linesize() + round(10 * s),
                           0, 0)
        plot.w = rect.right - pad - plot.x - round(6 * s)
        plot.h = rect.bottom - pad - small.get_linesize() - round(6 * s) - plot.y
        if plot.w < 40 or plot.h < 30:
            return
        grid = color(p.line).lerp(color(p.space), 0.85)
        axis = color(p.line)
        x_lo = xs[0] if xs else 0
        x_hi = max(xs[-1] if xs else 1, x_lo + 1)

        def px(x: float) -> float:
            return plot.x + (x - x_lo) / (x_hi - x_lo) * plot.w

        def py(v: float) -> float:
            return plot.bottom - v / y_max * plot.h

        v = 0.0
        while v <= y_max + 1e-9:
            y = round(py(v))
            pygame.draw.line(surface, grid, (plot.x, y), (plot.right, y))
            draw_text(surface, label(v), small, p.muted, (plot.x - round(6 * s), y), "midright")
            v += step
        x_step = max(1, int(nice_step(x_hi - x_lo, max(2, plot.w // max(40, round(70 * s))))))
        axis_label = draw_text(surface, "round", small, p.muted,
                               (plot.right, plot.bottom + round(4 * s)), "topright")
        r = math.ceil(x_lo / x_step) * x_step
        while r <= x_hi:
            x = round(px(r))
            pygame.draw.line(surface, grid, (x, plot.y), (x, plot.bottom))
            if x + small.size(str(r))[0] // 2 < axis_label.x - round(6 * s):
                draw_text(surface, str(r), small, p.muted, (x, plot.bottom + round(4 * s)), "midtop")
            r += x_step
        pygame.draw.line(surface, axis, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, axis, plot.topleft, plot.bottomleft, 2)
        if note is not None:
            draw_text(surface, note, small, p.muted, (plot.right - round(6 * s), plot.y + round(4 * s)),
                      "topright")
        width = max(2, round(3 * s))
        every = max(1, len(xs) // max(1, plot.w // 2))  # no more points than half-pixels
        for pl in rec.ranking()[::-1]:  # the winner's line on top
            series = values[pl]
            if len(series) < len(xs) or not xs:
                continue
            points = [(px(xs[k]), py(series[k])) for k in range(0, len(xs), every)]
            if (len(xs) - 1) % every:
                points.append((px(xs[-1]), py(series[-1])))
            if len(points) >= 2:
                pygame.draw.lines(surface, player_color(pl), False, points, width)
            for cx, cy in points if len(points) <= 40 else points[-1:]:
                pygame.draw.circle(surface, player_color(pl), (round(cx), round(cy)), width)

    def _legend(self, surface: pygame.Surface, box: pygame.Rect, f: pygame.font.Font, title: str) -> None:
        """Each player's line color and name, right-aligned on the chart's title line."""
        s = self.scale
        items = []
        for pl, name in enumerate(self.record.names):
            items.append((pl, name, round(18 * s) + round(6 * s) + f.size(name)[0] + round(14 * s)))
        total = sum(w for _, _, w in items)
        title_w = line_font(self.theme, title, box.w, max(14, round(22 * s)), bold=True).size(title)[0]
        if total > box.w - title_w - round(20 * s):
            return  # the table's colored rings say who is who
        x = box.right - total
        for pl, name, w in items:
            y = box.centery
            pygame.draw.line(surface, player_color(pl), (x, y), (x + round(18 * s), y), max(2, round(3 * s)))
            draw_text(surface, name, f, self.theme.palette.text, (x + round(24 * s), y), "midleft")
            x += w

    def _draw_heat(self, surface: pygame.Surface) -> None:
        s = self.scale
        p = self.theme.palette
        rect = self.heat_rect
        draw_panel(surface, self.theme, rect)
        pad = self.pad
        h2 = line_font(self.theme, HEAT_TITLE, rect.w - 2 * pad, max(14, round(22 * s)), bold=True)
        draw_text(surface, HEAT_TITLE, h2, p.text, (rect.x + pad, rect.y + pad),
                  max_width=rect.w - 2 * pad)
        top = rect.y + pad + h2.get_linesize() + round(8 * s)
        side = min(rect.w - 2 * pad, rect.bottom - pad - top)
        if side < 100:
            return
        if self._heat is None or self._heat.get_width() != side:
            self._heat = self._heat_map(side)
        room = rect.bottom - pad - top
        surface.blit(self._heat, (rect.centerx - side // 2, top + (room - side) // 2))

    def _heat_map(self, side: int) -> pygame.Surface:
        """The board's 40 spaces tinted by their share of rests, with the busiest listed inside."""
        s = self.scale
        p = self.theme.palette
        counts = self.record.rest_counts()
        total = max(1, sum(counts))
        most = max(counts) or 1
        board = self.game.board
        names = self.theme.edition_spec().board.names
        surf = pygame.Surface((side, side))
        geo = BoardGeometry(side)
        surf.fill(color(p.board))
        cold, hot = color(p.space), color(p.accent)
        pct_f = theme_font(self.theme, max(8, round(geo.unit * 0.27)), bold=True)
        for i in range(board.size):
            r = geo.rect(i)
            share = counts[i] / most
            pygame.draw.rect(surf, cold.lerp(hot, share), r)
            if board.kind[i] == SpaceKind.STREET:
                group = board.group_ids[board.group_of[i]]
                across = geo.side(i) in ("bottom", "top")
                band = geo.band(i)
                self.groups.swatch(surf, band.inflate(0 if across else -band.w * 0.5,
                                                      -band.h * 0.5 if across else 0),
                                   group, p.accent)
            pygame.draw.rect(surf, color(p.line), r, 1)
            if counts[i] and r.w >= pct_f.size("00")[0] + 4:
                pct = 100 * counts[i] / total
                text = f"{pct:.0f}" if pct >= 1 else "<1"
                ink = color(p.accent_text) if share > 0.55 else color(p.text)
                draw_text(surf, text, pct_f, ink, geo.body(i).center, "center")
        pygame.draw.rect(surf, color(p.line), surf.get_rect(), 2)
        mid = geo.center.inflate(-geo.unit * 0.6, -geo.unit * 0.6)
        pygame.draw.rect(surf, color(p.center), geo.center)
        pygame.draw.rect(surf, color(p.line), geo.center, 1)
        ranked = sorted(range(board.size), key=lambda i: (-counts[i], i))[:5]
        lines = [f"{rank + 1}. {names[i]}  {100 * counts[i] / total:.1f}%"
                 for rank, i in enumerate(ranked) if counts[i]]
        heading = f"{sum(counts)} throws: % of rests on each space"
        top = f"{100 * most / total:.1f}%"
        # Large text is made smaller where a line would not fit the board's middle.
        f = lines_font(self.theme, [(heading, mid.w), *((t, mid.w) for t in lines),
                                    (top, mid.w // 8 - round(4 * s))], max(10, round(mid.h * 0.055)))
        bold = line_font(self.theme, "Busiest spaces", mid.w, max(10, round(mid.h * 0.06)), bold=True)
        y = mid.y
        draw_text(surf, heading, f, p.muted, (mid.centerx, y), "midtop", mid.w)
        y += f.get_linesize() + round(mid.h * 0.03)
        # the scale: from no rests to the busiest space
        bar = pygame.Rect(mid.x + mid.w // 8, y, mid.w * 3 // 4, max(6, round(mid.h * 0.05)))
        for k in range(bar.w):
            pygame.draw.line(surf, cold.lerp(hot, k / max(1, bar.w - 1)), (bar.x + k, bar.y), (bar.x + k, bar.bottom))
        pygame.draw.rect(surf, color(p.line), bar, 1)
        draw_text(surf, "0%", f, p.muted, (bar.x - round(4 * s), bar.centery), "midright")
        draw_text(surf, top, f, p.muted, (bar.right + round(4 * s), bar.centery), "midleft")
        y = bar.bottom + round(mid.h * 0.06)
        draw_text(surf, "Busiest spaces", bold, p.text, (mid.centerx, y), "midtop")
        y += bold.get_linesize()
        for line in lines:
            draw_text(surf, line, f, p.text, (mid.centerx, y), "midtop", mid.w)
            y += f.get_linesize()
        return surf
