"""A gRPC consumer: Python stubs that grpcio-tools generated from proto/ndoto/v1, over plaintext HTTP/2.

A refusal's details are read as any gRPC client reads them: grpcio-status turns the call's
`grpc-status-details-bin` trailer into a google.rpc.Status, whose details unpack into
googleapis-common-protos' google.rpc.BadRequest. The demo child is Zawadi, so that
test_rest_client.py (Baraka) never sees this file's community or post.
"""

import datetime
import uuid

import grpc
import pytest
from conftest import (
    DEMO_CHILDREN,
    DEMO_LAST_NAME,
    DEMO_PARENT_EMAIL,
    DEMO_PARENT_FIRST_NAME,
    DEMO_PASSWORD,
    age_group_holds,
)
from google.rpc import error_details_pb2
from grpc_status import rpc_status
from ndoto.v1 import (
    auth_service_pb2,
    auth_service_pb2_grpc,
    community_service_pb2,
    community_service_pb2_grpc,
    parent_service_pb2,
    parent_service_pb2_grpc,
    student_service_pb2,
    student_service_pb2_grpc,
)

CHILD = "Zawadi"
POST = "I built a paper bridge today and it held three books!"
TIMEOUT = 10.0


@pytest.fixture(scope="module")
def channel(grpc_target):
    # The loopback server is never reached through a proxy from the environment.
    with grpc.insecure_channel(grpc_target, options=[("grpc.enable_http_proxy", 0)]) as channel:
        yield channel


def bearer(token):
    return (("authorization", f"Bearer {token}"),)


def bad_request(rpc, request, metadata=()):
    """Calls an RPC that must be refused with INVALID_ARGUMENT: the status message and the
    field violations of its one google.rpc.BadRequest detail."""
    with pytest.raises(grpc.RpcError) as caught:
        rpc(request, metadata=metadata, timeout=TIMEOUT)
    error = caught.value
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT, (error.code(), error.details())
    status = rpc_status.from_call(error)  # also checks the trailer against grpc-status and grpc-message
    assert status is not None, "no grpc-status-details-bin trailer"
    assert status.message, status
    requests = []
    for detail in status.details:
        if detail.Is(error_details_pb2.BadRequest.DESCRIPTOR):
            unpacked = error_details_pb2.BadRequest()
            assert detail.Unpack(unpacked)
            requests.append(unpacked)
    assert len(requests) == 1, status
    return status.message, list(requests[0].field_violations)


@pytest.fixture(scope="module")
def child(channel):
    """The demo child's sign-in answer and the metadata that sends their token."""
    auth = auth_service_pb2_grpc.AuthServiceStub(channel)
    signed_in = auth.ChildSignIn(
        auth_service_pb2.ChildSignInRequest(first_name=CHILD, password=DEMO_PASSWORD), timeout=TIMEOUT
    )
    return signed_in, bearer(signed_in.access_token)


@pytest.fixture(scope="module")
def parent(channel):
    """The demo parent's sign-in answer and the metadata that sends their token."""
    auth = auth_service_pb2_grpc.AuthServiceStub(channel)
    signed_in = auth.ParentSignIn(
        auth_service_pb2.ParentSignInRequest(email=DEMO_PARENT_EMAIL, password=DEMO_PASSWORD), timeout=TIMEOUT
    )
    return signed_in, bearer(signed_in.access_token)


def test_child_signs_in(child):
    signed_in, _ = child
    assert signed_in.access_token.count(".") == 2, signed_in.access_token  # a JWT
    user = signed_in.user
    assert (user.first_name, user.last_name, user.age) == (CHILD, DEMO_LAST_NAME, DEMO_CHILDREN[CHILD])
    uuid.UUID(user.id)


def test_dashboard_is_the_childs(channel, child):
    _, metadata = child
    students = student_service_pb2_grpc.StudentServiceStub(channel)
    answer = students.GetDashboard(student_service_pb2.GetDashboardRequest(), metadata=metadata, timeout=TIMEOUT)
    dashboard = answer.dashboard_response
    me = dashboard.current_user
    assert (me.first_name, me.last_name, me.age) == (CHILD, DEMO_LAST_NAME, DEMO_CHILDREN[CHILD])
    assert dashboard.quiz_status.needs_to_take_quiz != dashboard.quiz_status.is_completed
    [content] = dashboard.educational_contents
    assert content.videos, "no videos recommended"
    assert all(video.title and video.url.startswith("https://") for video in content.videos), content.videos


def test_child_joins_a_community_and_posts(channel, child):
    signed_in, metadata = child
    communities = community_service_pb2_grpc.CommunityServiceStub(channel)
    age = DEMO_CHILDREN[CHILD]

    def listed():
        request = community_service_pb2.ListCommunitiesRequest()
        return communities.ListCommunities(request, metadata=metadata, timeout=TIMEOUT).communities

    found = listed()
    assert found, "no community for a child of 14"
    assert all(age_group_holds(c.age_group, age) for c in found), [c.age_group for c in found]
    # The first the child has not joined (on a fresh server, the first of all).
    community = next((c for c in found if not c.has_joined), None)
    assert community is not None, "the child has joined every community already"

    joined = communities.JoinCommunity(
        community_service_pb2.JoinCommunityRequest(community_id=community.id), metadata=metadata, timeout=TIMEOUT
    )
    assert joined.has_joined is True
    assert joined.member_count == community.member_count + 1

    [again] = [c for c in listed() if c.id == community.id]
    assert again.has_joined is True
    assert signed_in.user.id in [m.id for m in again.members], again.members

    post = communities.CreatePost(
        community_service_pb2.CreatePostRequest(community_id=community.id, content=POST),
        metadata=metadata,
        timeout=TIMEOUT,
    ).post
    assert post.content == POST
    assert CHILD in post.author.name, post.author
    assert (post.likes_count, post.has_liked, post.being_checked) == (0, False, False)
    uuid.UUID(post.id)
    assert post.HasField("created_at")
    created = post.created_at.ToDatetime(tzinfo=datetime.UTC)
    assert abs(datetime.datetime.now(datetime.UTC) - created) < datetime.timedelta(minutes=5)

    posts = communities.ListPosts(
        community_service_pb2.ListPostsRequest(community_id=community.id), metadata=metadata, timeout=TIMEOUT
    ).posts
    assert [(p.id, p.content) for p in posts][:1] == [(post.id, POST)], posts


def test_a_retried_post_is_posted_once(channel, child):
    """A post sent again with the same request_id (after a lost answer, say) is posted once and
    answered as the first time."""
    _, metadata = child
    communities = community_service_pb2_grpc.CommunityServiceStub(channel)
    listed = communities.ListCommunities(community_service_pb2.ListCommunitiesRequest(), metadata=metadata, timeout=TIMEOUT)
    community = next(c for c in listed.communities if c.has_joined)
    request = community_service_pb2.CreatePostRequest(
        community_id=community.id, content="My paper plane flew across the yard", request_id=str(uuid.uuid4())
    )
    first = communities.CreatePost(request, metadata=metadata, timeout=TIMEOUT).post
    again = communities.CreatePost(request, metadata=metadata, timeout=TIMEOUT).post
    assert again.id == first.id
    posts = communities.ListPosts(
        community_service_pb2.ListPostsRequest(community_id=community.id), metadata=metadata, timeout=TIMEOUT
    ).posts
    assert [p.content for p in posts].count(request.content) == 1


def test_parent_lists_their_children(channel, parent, child):
    signed_in, metadata = parent
    me = signed_in.parent
    assert (me.first_name, me.email, me.email_verified) == (DEMO_PARENT_FIRST_NAME, DEMO_PARENT_EMAIL, True)
    parents = parent_service_pb2_grpc.ParentServiceStub(channel)
    children = parents.ListChildren(
        parent_service_pb2.ListChildrenRequest(), metadata=metadata, timeout=TIMEOUT
    ).children
    assert {c.first_name: c.age for c in children} == DEMO_CHILDREN
    [mine] = [c for c in children if c.sign_in_name == CHILD]
    assert mine.id == child[0].user.id  # the id the child's own sign-in returned


def test_sign_in_without_a_name_is_refused_naming_the_field(channel):
    auth = auth_service_pb2_grpc.AuthServiceStub(channel)
    request = auth_service_pb2.ChildSignInRequest(first_name="", password=DEMO_PASSWORD)
    _, violations = bad_request(auth.ChildSignIn, request)
    # The field's JSON name, as over REST (not the proto name first_name).
    assert [v.field for v in violations] == ["firstName"], violations
    assert "required" in violations[0].description, violations


def test_an_empty_post_is_refused_naming_the_field(channel, child):
    _, metadata = child
    communities = community_service_pb2_grpc.CommunityServiceStub(channel)
    # Only members may post; joining a community twice changes nothing.
    community = communities.ListCommunities(
        community_service_pb2.ListCommunitiesRequest(), metadata=metadata, timeout=TIMEOUT
    ).communities[-1]
    communities.JoinCommunity(
        community_service_pb2.JoinCommunityRequest(community_id=community.id), metadata=metadata, timeout=TIMEOUT
    )
    request = community_service_pb2.CreatePostRequest(community_id=community.id, content="   ")
    _, violations = bad_request(communities.CreatePost, request, metadata)
    assert [v.field for v in violations] == ["content"], violations
    assert "empty" in violations[0].description, violations
