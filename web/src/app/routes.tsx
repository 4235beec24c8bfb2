import { redirect, type RouteObject } from 'react-router';

import { RouteChrome, type RouteHandle } from '@/app/route-chrome';
import { RouteError } from '@/app/route-error';
import { loadAntdShell, loadChildArea, loadDashboard, loadModeration } from '@/app/route-modules';
import { prefetching, type RouteData } from '@/app/route-prefetch';
import { SignInRoute } from '@/app/routes/sign-in';
import { paths } from '@/config/paths';
import { hasLiveSession } from '@/lib/session';

/**
 * Every route (spec section 2's route table, plus the parent area and the moderation console),
 * each screen but sign-in lazy-loaded, each with a title and its own error element (see
 * withErrorElements). With `data`, the main screens' loaders fetch their data alongside their code.
 */
export function createRoutes(data?: RouteData): RouteObject[] {
  return withErrorElements(routeTree(data));
}

const routeTree = (data: RouteData | undefined): RouteObject[] => [
  {
    element: <RouteChrome />,
    // Shown while the first screen's code downloads.
    hydrateFallbackElement: (
      <div className="route-loading" role="status" aria-label="Loading">
        <span />
      </div>
    ),
    children: [
      {
        path: paths.signIn,
        handle: { title: 'Sign in' } satisfies RouteHandle,
        // A child still signed in goes straight in, before the sign-in page's code downloads.
        loader: () => (hasLiveSession('child') ? redirect(paths.home) : null),
        // Part of the first download: the page most visits start on needs no second round trip.
        Component: SignInRoute,
      },
      {
        lazy: async () => ({ Component: (await loadAntdShell()).AntdShell }),
        children: [
          {
            path: paths.signUp,
            handle: { title: 'Sign up' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/sign-up')).SignUpRoute }),
          },
          {
            path: paths.parentSignIn,
            handle: { title: 'Parent sign in' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-sign-in')).ParentSignInRoute }),
          },
          {
            path: paths.parentHome,
            handle: { title: 'Parent area' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-home')).ParentHomeRoute }),
          },
          {
            path: paths.parentChild,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-child')).ParentChildRoute }),
          },
          {
            path: paths.parentChildData,
            handle: { title: "Your child's data" } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-child-data')).ParentChildDataRoute }),
          },
          {
            path: paths.parentAccount,
            handle: { title: 'Your account' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-account')).ParentAccountRoute }),
          },
          {
            path: paths.parentAccountData,
            handle: { title: 'Your account data' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-account-data')).ParentAccountDataRoute }),
          },
          {
            path: paths.parentDataNotice,
            handle: { title: 'What Ndoto keeps' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/parents/components/data-notice')).DataNotice }),
          },
          {
            path: paths.parentVerifyEmail,
            handle: { title: 'Verify your email' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-verify-email')).ParentVerifyEmailRoute }),
          },
          {
            path: paths.moderatorSignIn,
            handle: { title: 'Moderator sign in' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await loadModeration()).ModeratorSignInRoute }),
          },
          {
            path: paths.moderation,
            lazy: async () => ({ Component: (await loadModeration()).ModerationRoute }),
            children: [
              {
                index: true,
                handle: { title: 'Moderation queue' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadModeration()).ModerationQueueRoute }),
              },
              {
                path: paths.moderationCase,
                handle: { title: 'Moderation case' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadModeration()).ModerationCaseRoute }),
              },
              {
                path: paths.moderationChoosePassword,
                handle: { title: 'Choose your password' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadModeration()).ModerationChoosePasswordRoute }),
              },
            ],
          },
          {
            lazy: async () => ({ Component: (await loadChildArea()).ChildArea }),
            children: [
              {
                path: paths.home,
                handle: { title: 'Home' } satisfies RouteHandle,
                loader: prefetching(data, async () => (await import('@/features/dashboard/api/dashboard')).screenQueries),
                lazy: async () => ({ Component: (await loadDashboard()).Dashboard }),
              },
              {
                path: paths.quizHome,
                handle: { title: 'Career quiz' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/quiz-home')).QuizHome }),
              },
              {
                path: paths.quiz,
                handle: { title: 'Quiz' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/quiz')).QuizScreen }),
              },
              {
                path: paths.results,
                handle: { title: 'Quiz results' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/results')).Results }),
              },
              {
                path: paths.careerRecommendations,
                handle: { title: 'Career recommendations' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/careers/components/career-recommendations')).CareerRecommendations,
                }),
              },
              {
                path: paths.aiAdvisor,
                handle: { title: 'AI career advisor' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/careers/components/ai-advisor')).AiAdvisor }),
              },
              {
                path: paths.activities,
                handle: { title: 'Activities' } satisfies RouteHandle,
                loader: prefetching(data, async () => (await import('@/features/activities/api/activities')).screenQueries),
                lazy: async () => ({ Component: (await import('@/features/activities/components/activities')).Activities }),
              },
              {
                path: paths.achievements,
                handle: { title: 'Achievements' } satisfies RouteHandle,
                loader: prefetching(data, async () => (await import('@/features/achievements/api/rewards')).screenQueries),
                lazy: async () => ({
                  Component: (await import('@/features/achievements/components/achievements')).Achievements,
                }),
              },
              {
                path: paths.community,
                handle: { title: 'Communities' } satisfies RouteHandle,
                loader: prefetching(data, async () => (await import('@/features/communities/api/communities')).screenQueries),
                lazy: async () => ({ Component: (await import('@/features/communities/components/communities')).Communities }),
              },
              {
                path: paths.communityDetail,
                handle: { title: 'Community' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/communities/components/community-detail')).CommunityDetail,
                }),
              },
              {
                path: paths.mentors,
                handle: { title: 'Mentors' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/mentors/components/mentors')).Mentors }),
              },
              {
                path: paths.mentorDetail,
                handle: { title: 'Mentor' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/mentors/components/mentor-detail')).MentorDetail }),
              },
              {
                path: paths.careerExcursions,
                handle: { title: 'Career excursions' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/excursions/components/career-excursions')).CareerExcursions,
                }),
              },
              {
                path: paths.resources,
                handle: { title: 'Resources' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/resources/components/resource-board')).ResourceBoard,
                }),
              },
              {
                path: paths.resource,
                handle: { title: 'Resource' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/resources/components/resource-page')).ResourcePage }),
              },
              {
                path: paths.youtubeSearch,
                handle: { title: 'Videos' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/features/videos/components/video-hub')).VideoHub }),
              },
              {
                path: paths.myProfile,
                handle: { title: 'My profile' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('@/app/routes/my-profile')).MyProfileRoute }),
              },
            ],
          },
          {
            path: '*',
            handle: { title: 'Page not found' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/app/routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

/**
 * Gives every route without one the error element, so that a screen that fails is replaced by
 * 'Try again' inside the layouts around it, which stay.
 */
function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        errorElement: route.errorElement ?? <RouteError />,
        ...(route.children ? { children: withErrorElements(route.children) } : {}),
      }) as RouteObject,
  );
}

/** The routes without data loaders. */
export const routes: RouteObject[] = createRoutes();
