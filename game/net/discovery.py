"""Tables on the local network, told and found by mDNS (DNS-SD, as printers and music players
are): a host that listens says so while it listens; the Join screen lists what it hears.

What is said is only where to connect and what a person reads before joining: the table's
name, its edition, the seats still free, whether it speaks TLS. The table code is never said:
it is what a person is told by the host and types. Everything heard is untrusted input: an
entry with a field out of its range, a name the game cannot draw, or another protocol version
is left out, and at most :data:`MOST_LISTED` tables are kept. Where the network has no
multicast (or the zeroconf package cannot start), the host plays on unlisted and the Join
screen says why; typing an address works as ever. zeroconf is loaded when a table is first
said or looked for, not with the game: a game that never goes on the network (the kiosk)
never pays for it.
"""

from __future__ import annotations

import ipaddress
import re
import socket
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..drawn_text import text_problem
from .protocol import PROTOCOL_VERSION

if TYPE_CHECKING:
    from zeroconf import ServiceBrowser, ServiceInfo, Zeroconf

SERVICE = "_deedsdice._tcp.local."
MOST_LISTED = 32  # tables kept in the list, however many answer
NAME_LENGTH = 40  # characters of a table's name
RESOLVE_MS = 1500  # how long a found table's details are waited for
_THEME = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")


@dataclass(frozen=True, order=True)
class Listing:
    """A table heard on the network: what the Join screen shows and where it connects."""

    name: str
    address: str
    port: int
    theme: str
    open_seats: int
    tls: bool

    @property
    def where(self) -> str:
        return f"{self.address}:{self.port}"


def properties(name: str, theme: str, open_seats: int, tls: bool) -> dict[str, str]:
    """What a host says of its table (the reverse of :func:`listing`)."""
    return {"v": str(PROTOCOL_VERSION), "name": name[:NAME_LENGTH], "theme": theme,
            "open": str(open_seats), "tls": "1" if tls else "0"}


def _text(raw: Mapping[bytes, bytes | None], key: str) -> str | None:
    value = raw.get(key.encode())
    if value is None or len(value) > 4 * NAME_LENGTH:
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def listing(raw: Mapping[bytes, bytes | None], addresses: list[str],
            port: int | None) -> Listing | None:
    """The table a service record describes, or None where any field of it is out of range."""
    name, theme = _text(raw, "name"), _text(raw, "theme")
    version, seats, tls = _text(raw, "v"), _text(raw, "open"), _text(raw, "tls")
    if (name is None or theme is None or version != str(PROTOCOL_VERSION)
            or seats is None or not seats.isdigit() or len(seats) > 1 or tls not in ("0", "1")
            or port is None or not 0 < port < 65536 or not addresses):
        return None
    if not name.strip() or len(name) > NAME_LENGTH or text_problem(name) is not None:
        return None
    if _THEME.fullmatch(theme) is None:
        return None
    try:
        address = ipaddress.IPv4Address(addresses[0])
    except ValueError:
        return None
    return Listing(name.strip(), str(address), port, theme, int(seats), tls == "1")


def instance(name: str) -> str:
    """The service's instance name for a table's name (a clash is renamed as it is said)."""
    return "".join(c for c in name if c not in ".\\")[:NAME_LENGTH].strip() or "Table"


class Advertiser:
    """A table said on the network while its host listens; ``problem`` says why it is not."""

    def __init__(self) -> None:
        self.problem: str | None = None
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None

    def start(self, name: str, address: str, port: int, theme: str, open_seats: int,
              tls: bool) -> bool:
        """Say the table; False (and ``problem``) where it cannot be said."""
        try:
            from zeroconf import IPVersion, ServiceInfo, Zeroconf
            addresses = _addresses(address)
            info = ServiceInfo(SERVICE, f"{instance(name)}.{SERVICE}",
                               addresses=[socket.inet_aton(a) for a in addresses], port=port,
                               properties=properties(name, theme, open_seats, tls))
            zc = Zeroconf(ip_version=IPVersion.V4Only)
            try:
                zc.register_service(info, allow_name_change=True)
            except BaseException:
                zc.close()
                raise
        except Exception as exc:  # no multicast, no interface, a name clash it cannot solve
            self.problem = f"the table is not listed on the local network ({exc or type(exc).__name__})"
            return False
        self._zc, self._info = zc, info
        return True

    def update(self, open_seats: int) -> None:
        """The seats still free have changed."""
        zc, info = self._zc, self._info
        if zc is None or info is None:
            return
        props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
        if props.get("open") == str(open_seats):
            return
        props["open"] = str(open_seats)
        from zeroconf import ServiceInfo
        info = ServiceInfo(info.type, info.name, addresses=info.addresses, port=info.port,
                           properties=props, server=info.server)
        try:
            zc.update_service(info)
            self._info = info
        except Exception as exc:
            self.problem = f"the table's listing could not be updated ({exc})"

    def stop(self) -> None:
        zc, info = self._zc, self._info
        self._zc = self._info = None
        if zc is None:
            return
        try:
            if info is not None:
                zc.unregister_service(info)
        finally:
            zc.close()


class ListedTable:
    """A table said on the network for as long as it listens, on a thread of its own (saying
    and updating wait on the network), its free seats looked at every ``every`` seconds."""

    def __init__(self, name: str, address: str, port: int, theme: str, tls: bool,
                 open_seats: Callable[[], int], tell: Callable[[str], None] | None = None,
                 every: float = 2.0) -> None:
        """``tell`` hears, on the listing's thread, that it is listed or why it is not."""
        self.open_seats = open_seats
        self.tell = tell
        self.every = every
        self.listed: bool | None = None  # not yet known
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(name, address, port, theme, tls), name="listing", daemon=True)
        self._thread.start()

    def _run(self, name: str, address: str, port: int, theme: str, tls: bool) -> None:
        listing = Advertiser()
        self.listed = listing.start(name, address, port, theme, self.open_seats(), tls)
        if self.tell is not None:
            self.tell(f"listed on the local network as {name!r}" if self.listed
                      else f"note: {listing.problem}")
        if not self.listed:
            return
        try:
            while not self._stop.wait(self.every):
                listing.update(self.open_seats())
        finally:
            listing.stop()

    def stop(self, timeout: float = 3.0) -> None:
        """Said no more (the goodbye is sent on the listing's thread, waited for up to
        ``timeout`` seconds)."""
        self._stop.set()
        self._thread.join(timeout)


def _addresses(address: str) -> list[str]:
    """The IPv4 addresses a server listening on ``address`` is reached at."""
    if address not in ("0.0.0.0", ""):
        return [str(ipaddress.IPv4Address(address))]
    import ifaddr
    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
    return found or ["127.0.0.1"]


class Finder:
    """The tables heard on the network, kept up to date on zeroconf's own threads; ``tables()``
    may be read from the frame loop at any time."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.problem: str | None = None
        self.on_change = on_change
        self._lock = threading.Lock()
        self._found: dict[str, Listing] = {}
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    def start(self) -> bool:
        """Listen for tables; False (and ``problem``) where the network does not allow it."""
        try:
            from zeroconf import IPVersion, ServiceBrowser, ServiceStateChange, Zeroconf
            zc = Zeroconf(ip_version=IPVersion.V4Only)
        except Exception as exc:
            self.problem = f"tables on the local network cannot be listed ({exc or type(exc).__name__})"
            return False

        def changed(zeroconf: Zeroconf, service_type: str, name: str,
                    state_change: ServiceStateChange) -> None:
            if state_change is ServiceStateChange.Removed:
                self._forget(name)
            else:
                self._resolve(zeroconf, service_type, name)

        self._zc = zc
        self._browser = ServiceBrowser(zc, SERVICE, handlers=[changed])
        return True

    def _resolve(self, zc: Zeroconf, service_type: str, name: str) -> None:
        from zeroconf import IPVersion
        try:
            info = zc.get_service_info(service_type, name, RESOLVE_MS)
        except Exception:
            return
        found = None if info is None else listing(
            info.properties, info.parsed_addresses(IPVersion.V4Only), info.port)
        with self._lock:
            if found is None:
                self._found.pop(name, None)
            elif name in self._found or len(self._found) < MOST_LISTED:
                self._found[name] = found
            else:
                return
        if self.on_change is not None:
            self.on_change()

    def _forget(self, name: str) -> None:
        with self._lock:
            gone = self._found.pop(name, None)
        if gone is not None and self.on_change is not None:
            self.on_change()

    def tables(self) -> list[Listing]:
        """The tables heard, by name."""
        with self._lock:
            return sorted(self._found.values())

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            zc.close()
