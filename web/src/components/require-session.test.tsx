import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { callUnaryMethod } from '@connectrpc/connect-query';
import { act, screen, waitFor } from '@testing-library/react';

import { ListChildrenResponseSchema, ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { renderApp } from '@/testing/render-app';

describe('route guard', () => {
  it.each(['/home', '/quizHome', '/community/7', '/youtube-search?q=cats', '/resource/1'])(
    'sends %s to / without a child token',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    },
  );

  it('signs the child out on an UNAUTHENTICATED answer and goes to /', async () => {
    localStorage.setItem('childToken', 'expired');
    localStorage.setItem('childAge', '10');
    localStorage.setItem('childId', 'child-2');
    // The dashboard's own call gets the UNAUTHENTICATED answer.
    const { router } = renderApp('/home', ({ service }) => {
      service(StudentService, {
        getDashboard: () => {
          throw new ConnectError('the token has expired; sign in again', Code.Unauthenticated);
        },
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('childToken')).toBeNull();
    expect(localStorage.getItem('childAge')).toBeNull();
  });

  it('keeps the child signed in on other errors', async () => {
    localStorage.setItem('childToken', 'good');
    const { router, transport } = renderApp('/home', ({ service }) => {
      service(StudentService, {
        getDashboard: () => {
          throw new ConnectError('not allowed', Code.PermissionDenied);
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await act(async () => {
      await expect(callUnaryMethod(transport, StudentService.method.getDashboard, {})).rejects.toThrow();
    });
    expect(localStorage.getItem('childToken')).toBe('good');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends /parent to the parent sign-in without a parent token, whatever the child session', async () => {
    localStorage.setItem('childToken', 'child');
    const { router } = renderApp('/parent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(await screen.findByRole('heading', { name: 'Parent sign in' })).toBeInTheDocument();
  });

  it('signs the parent out when the children list answers UNAUTHENTICATED, leaving the child session', async () => {
    localStorage.setItem('parentToken', 'expired');
    localStorage.setItem('childToken', 'child');
    let auth: string | null = null;
    const { router } = renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: (_request, context) => {
          auth = context.requestHeader.get('Authorization');
          throw new ConnectError('sign in again', Code.Unauthenticated);
        },
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(auth).toBe('Bearer expired');
    expect(localStorage.getItem('parentToken')).toBeNull();
    expect(localStorage.getItem('childToken')).toBe('child');
  });

  it('lets a signed-in parent in', async () => {
    localStorage.setItem('parentToken', 'parent');
    renderApp('/parent', ({ service }) => {
      service(ParentService, { listChildren: () => create(ListChildrenResponseSchema, { children: [] }) });
    });
    expect(await screen.findByText('No children yet. Add your first child below.')).toBeInTheDocument();
  });
});
