"""What both consumer tests share: where the server is, and the demo accounts of `ndoto serve --demo`.

tools/consumers.sh starts the server, generates the clients into a temporary directory on
PYTHONPATH (the REST client as `ndoto_rest`, the gRPC stubs as `ndoto.v1`) and sets the variables.
"""

import os

import pytest

DEMO_PASSWORD = "twiga-demo-2026"
DEMO_PARENT_EMAIL = "parent@ndoto.example"
DEMO_PARENT_FIRST_NAME = "Neema"
# Every demo child, by sign-in name, with their age. Each test file signs in a different
# child, so that the two can run in either order against one server.
DEMO_CHILDREN = {
    "Amani": 7,
    "Baraka": 10,
    "Zawadi": 14,
    "Jabari": 17,
}
DEMO_LAST_NAME = "Mwangi"


def _env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.exit(f"{name} is not set: run tools/consumers.sh, which starts the server", returncode=2)
    return value


@pytest.fixture(scope="session")
def base_url() -> str:
    """The server's REST base, such as http://127.0.0.1:41234."""
    return _env("NDOTO_BASE_URL")


@pytest.fixture(scope="session")
def grpc_target() -> str:
    """The same server's gRPC address, such as 127.0.0.1:41234 (plaintext HTTP/2)."""
    return _env("NDOTO_GRPC_TARGET")


def age_group_holds(age_group: str, age: int) -> bool:
    """Whether an age group such as "9-12" includes the age."""
    low, _, high = age_group.partition("-")
    return int(low) <= age <= int(high)
