"""The random generator is splitmix64 to the bit, however its arithmetic is laid out: saved
games and replays from any version continue with the same dice."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.engine.dice import MASK, Rng, _splitmix64


@given(st.integers(min_value=-(1 << 70), max_value=1 << 70), st.integers(1, 50))
def test_every_output_and_state_is_the_textbook_steps(seed: int, steps: int) -> None:
    r = Rng(seed)
    state = seed & MASK
    assert r.state == state
    for _ in range(steps):
        state, out = _splitmix64(state)
        assert r.next64() == out
        assert r.state == state


@given(st.integers(min_value=0, max_value=MASK), st.integers(1, 1000))
def test_below_is_the_next_output_modulo_n(seed: int, n: int) -> None:
    _, out = _splitmix64(seed)
    assert Rng(seed).below(n) == out % n


@given(st.integers(min_value=0, max_value=MASK))
def test_dice_and_shuffles_follow_from_the_outputs(seed: int) -> None:
    state, out = _splitmix64(seed)
    assert Rng(seed).dice() == (out % 36 // 6 + 1, out % 36 % 6 + 1)
    r, items = Rng(seed), list(range(10))
    r.shuffle(items)
    expected, state = list(range(10)), seed
    for i in range(9, 0, -1):
        state, out = _splitmix64(state)
        j = out % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected


def test_a_copy_goes_on_with_the_same_dice() -> None:
    r = Rng(99)
    r.dice()
    c = r.copy()
    assert [c.dice() for _ in range(20)] == [r.dice() for _ in range(20)]
