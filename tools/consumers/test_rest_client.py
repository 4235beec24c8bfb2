"""A REST consumer: the client openapi-python-client generated from the served OpenAPI document.

Successful calls go through the generated functions (`sync_detailed`) and models; a refusal is read
from the status and the raw JSON body, whatever the document says of its type. The demo child is
Baraka, so that test_grpc_client.py (Zawadi) never sees this file's community or post.
"""

import datetime
import json
import uuid

import httpx
import pytest
from conftest import (
    DEMO_CHILDREN,
    DEMO_LAST_NAME,
    DEMO_PARENT_EMAIL,
    DEMO_PARENT_FIRST_NAME,
    DEMO_PASSWORD,
    age_group_holds,
)
from ndoto_rest import AuthenticatedClient, Client
from ndoto_rest.api.auth_service import child_sign_in, parent_sign_in
from ndoto_rest.api.community_service import (
    create_post,
    join_community,
    list_communities,
    list_posts,
)
from ndoto_rest.api.parent_service import list_children
from ndoto_rest.api.student_service import get_dashboard
from ndoto_rest.models import (
    ChildSignInBody,
    CreatePostBody,
    NdotoV1ChildSignInResponse,
    NdotoV1Community,
    NdotoV1GetDashboardResponse,
    NdotoV1JoinCommunityResponse,
    NdotoV1ListChildrenResponse,
    NdotoV1ParentSignInResponse,
    NdotoV1Post,
    ParentSignInBody,
)

CHILD = "Baraka"
POST = "I built a paper bridge today and it held three books!"
BAD_REQUEST = "type.googleapis.com/google.rpc.BadRequest"

# A status the document does not list raises errors.UnexpectedStatus; the loopback server is never
# reached through a proxy from the environment.
CLIENT_OPTIONS = {
    "timeout": httpx.Timeout(10.0),
    "raise_on_unexpected_status": True,
    "httpx_args": {"trust_env": False},
}


def ok(response, model):
    """The typed answer of a call that must succeed: HTTP 200, parsed as the document's model."""
    assert response.status_code == 200, f"HTTP {response.status_code}: {response.content!r}"
    assert isinstance(response.parsed, model), f"not a {model.__name__}: {response.parsed!r}"
    return response.parsed


def bad_request(response):
    """A refusal's message and its google.rpc.BadRequest field violations, from the raw body."""
    assert response.status_code == 400, f"HTTP {response.status_code}: {response.content!r}"
    body = json.loads(response.content)
    assert body["code"] == 3, body  # INVALID_ARGUMENT
    assert body["message"], body
    details = [d for d in body.get("details", []) if d.get("@type") == BAD_REQUEST]
    assert len(details) == 1, body
    return body["message"], details[0]["fieldViolations"]


@pytest.fixture(scope="module")
def anonymous(base_url):
    with Client(base_url=base_url, **CLIENT_OPTIONS) as client:
        yield client


@pytest.fixture(scope="module")
def child(anonymous, base_url):
    """The demo child's sign-in answer and a client that sends their token."""
    body = ChildSignInBody(first_name=CHILD, password=DEMO_PASSWORD)
    signed_in = ok(child_sign_in.sync_detailed(client=anonymous, body=body), NdotoV1ChildSignInResponse)
    with AuthenticatedClient(base_url=base_url, token=signed_in.access_token, **CLIENT_OPTIONS) as client:
        yield signed_in, client


@pytest.fixture(scope="module")
def parent(anonymous, base_url):
    """The demo parent's sign-in answer and a client that sends their token."""
    body = ParentSignInBody(email=DEMO_PARENT_EMAIL, password=DEMO_PASSWORD)
    signed_in = ok(parent_sign_in.sync_detailed(client=anonymous, body=body), NdotoV1ParentSignInResponse)
    with AuthenticatedClient(base_url=base_url, token=signed_in.access_token, **CLIENT_OPTIONS) as client:
        yield signed_in, client


def test_child_signs_in(child):
    signed_in, _ = child
    assert signed_in.access_token.count(".") == 2, signed_in.access_token  # a JWT
    user = signed_in.user
    assert (user.first_name, user.last_name, user.age) == (CHILD, DEMO_LAST_NAME, DEMO_CHILDREN[CHILD])
    uuid.UUID(user.field_id)  # `_id` in JSON


def test_dashboard_is_the_childs(child):
    _, client = child
    answer = ok(get_dashboard.sync_detailed(client=client), NdotoV1GetDashboardResponse)
    dashboard = answer.dashboard_response
    me = dashboard.current_user
    assert (me.first_name, me.last_name, me.age) == (CHILD, DEMO_LAST_NAME, DEMO_CHILDREN[CHILD])
    assert dashboard.quiz_status.needs_to_take_quiz != dashboard.quiz_status.is_completed
    [content] = dashboard.educational_contents
    assert content.videos, "no videos recommended"
    assert all(video.title and video.url.startswith("https://") for video in content.videos), content.videos


def test_child_joins_a_community_and_posts(child):
    signed_in, client = child
    age = DEMO_CHILDREN[CHILD]
    communities = ok(list_communities.sync_detailed(client=client), list)
    assert communities, "no community for a child of 10"
    assert all(isinstance(c, NdotoV1Community) for c in communities), communities
    assert all(age_group_holds(c.age_group, age) for c in communities), [c.age_group for c in communities]
    # The first the child has not joined (on a fresh server, the first of all).
    community = next((c for c in communities if not c.has_joined), None)
    assert community is not None, "the child has joined every community already"

    joined = ok(join_community.sync_detailed(community.field_id, client=client), NdotoV1JoinCommunityResponse)
    assert joined.has_joined is True
    assert joined.member_count == community.member_count + 1

    [again] = [c for c in ok(list_communities.sync_detailed(client=client), list) if c.field_id == community.field_id]
    assert again.has_joined is True
    assert signed_in.user.field_id in [m.field_id for m in again.members], again.members

    post = ok(
        create_post.sync_detailed(community.field_id, client=client, body=CreatePostBody(content=POST)),
        NdotoV1Post,
    )
    assert post.content == POST
    assert CHILD in post.author.name, post.author
    assert (post.likes_count, post.has_liked, post.being_checked) == (0, False, False)
    uuid.UUID(post.field_id)
    assert abs(datetime.datetime.now(datetime.UTC) - post.created_at) < datetime.timedelta(minutes=5)

    posts = ok(list_posts.sync_detailed(community.field_id, client=client), list)
    assert [(p.field_id, p.content) for p in posts][:1] == [(post.field_id, POST)], posts


def test_a_retried_post_is_posted_once(child):
    """A post sent again with the same request_id (after a lost answer, say) is posted once and
    answered as the first time."""
    _, client = child
    communities = ok(list_communities.sync_detailed(client=client), list)
    community = next(c for c in communities if c.has_joined)
    body = CreatePostBody(content="My paper plane flew across the yard", request_id=str(uuid.uuid4()))
    first = ok(create_post.sync_detailed(community.field_id, client=client, body=body), NdotoV1Post)
    again = ok(create_post.sync_detailed(community.field_id, client=client, body=body), NdotoV1Post)
    assert again.field_id == first.field_id
    posts = ok(list_posts.sync_detailed(community.field_id, client=client), list)
    assert [p.content for p in posts].count(body.content) == 1


def test_parent_lists_their_children(parent, child):
    signed_in, client = parent
    me = signed_in.parent
    assert (me.first_name, me.email, me.email_verified) == (DEMO_PARENT_FIRST_NAME, DEMO_PARENT_EMAIL, True)
    children = ok(list_children.sync_detailed(client=client), NdotoV1ListChildrenResponse).children
    assert {c.first_name: c.age for c in children} == DEMO_CHILDREN
    [mine] = [c for c in children if c.sign_in_name == CHILD]
    assert mine.field_id == child[0].user.field_id  # the id the child's own sign-in returned


def test_sign_in_without_a_name_is_refused_naming_the_field(anonymous):
    response = child_sign_in.sync_detailed(
        client=anonymous, body=ChildSignInBody(first_name="", password=DEMO_PASSWORD)
    )
    _, violations = bad_request(response)
    assert [v["field"] for v in violations] == ["firstName"], violations
    assert "required" in violations[0]["description"], violations


def test_an_empty_post_is_refused_naming_the_field(child):
    _, client = child
    # Only members may post; joining a community twice changes nothing.
    community = ok(list_communities.sync_detailed(client=client), list)[-1]
    ok(join_community.sync_detailed(community.field_id, client=client), NdotoV1JoinCommunityResponse)
    response = create_post.sync_detailed(community.field_id, client=client, body=CreatePostBody(content="   "))
    _, violations = bad_request(response)
    assert [v["field"] for v in violations] == ["content"], violations
    assert "empty" in violations[0]["description"], violations
