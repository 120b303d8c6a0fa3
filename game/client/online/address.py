"""Where a networked table is: the host's address and port, and its table code, as typed."""

from __future__ import annotations

from dataclasses import dataclass

from ...net.protocol import CODE_ALPHABET, CODE_LENGTH

DEFAULT_PORT = 8765  # the port the headless host listens on unless told otherwise


@dataclass(frozen=True)
class Where:
    """A table: the machine it is on, its port, and its code."""

    host: str
    port: int
    code: str

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"

    @property
    def key(self) -> str:
        """How the settings name the table (its seat token is kept under it)."""
        return f"{self.host}:{self.port}/{self.code}"

    @property
    def shown(self) -> str:
        return f"{self.host}:{self.port}"


def clean_code(text: str) -> str:
    """A code as typed or pasted (any case, spaces and dashes between), as the host prints it."""
    return "".join(c for c in text.upper() if not c.isspace() and c != "-")


def parse_address(text: str) -> tuple[str, int]:
    """(host, port) of ``HOST:PORT`` (the port 8765 when left out); ValueError says why not."""
    text = text.strip()
    if text.startswith("ws://"):
        text = text[len("ws://"):].rstrip("/")
    if not text:
        raise ValueError("Type the host's address, like 192.168.1.20:8765.")
    host, port_text = text, ""
    if text.startswith("["):  # [IPv6]:port
        host, _, rest = text[1:].partition("]")
        port_text = rest.removeprefix(":")
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    if not host or any(c.isspace() for c in host):
        raise ValueError("The address is a machine's name or number, then :port.")
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError(f"The port is a number from 1 to 65535, not '{port_text}'.")
    return host, int(port_text)


def code_problem(text: str) -> str | None:
    """Why ``text`` is not a table code, else None."""
    code = clean_code(text)
    if len(code) != CODE_LENGTH:
        return f"The table code has {CODE_LENGTH} letters and digits."
    wrong = sorted({c for c in code if c not in CODE_ALPHABET})
    if wrong:
        return f"A table code has no {', '.join(wrong)} (it uses no 0, 1, I, L or O)."
    return None


def where(address: str, code: str) -> Where:
    """The table an address and a code name; ValueError says what is wrong with them."""
    host, port = parse_address(address)
    problem = code_problem(code)
    if problem is not None:
        raise ValueError(problem)
    return Where(host, port, clean_code(code))
