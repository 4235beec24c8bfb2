import { msg } from '@lingui/core/macro';
import { redirect, type RouteObject } from 'react-router';

import { RouteChrome, RouteLoading, type RouteHandle } from '@/app/route-chrome';
import { RouteError } from '@/app/route-error';
import { loadAntdShell, loadChildArea, loadDashboard, loadModeration } from '@/app/route-modules';
import { prefetching, type RouteData } from '@/app/route-prefetch';
import { loadAntdLocale } from '@/lib/antd-locale';
import { i18n, withWords, type Language } from '@/lib/i18n';
import { SignInRoute } from '@/app/routes/sign-in';
import { paths } from '@/config/paths';
import { childMayGoIn } from '@/lib/session';

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
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        path: paths.signIn,
        handle: { title: msg`Sign in` } satisfies RouteHandle,
        // A child still signed in goes straight in, before the sign-in page's code downloads (with
        // no network, to what the device kept: signing in needs the network).
        loader: () => (childMayGoIn() ? redirect(paths.home) : null),
        // Part of the first download: the page most visits start on needs no second round trip.
        Component: SignInRoute,
      },
      {
        // Every screen but sign-in is inside: the query cache is created here, beside antd's code
        // and its words in the active language.
        lazy: async () => {
          const language = i18n.locale as Language;
          const [shell] = await Promise.all([loadAntdShell(), data?.queryClient(), loadAntdLocale(language, { forShell: true })]);
          return { Component: shell.AntdShell };
        },
        children: [
          {
            path: paths.signUp,
            handle: { title: msg`Sign up` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/sign-up'), 'parents')).SignUpRoute }),
          },
          {
            path: paths.parentSignIn,
            handle: { title: msg`Parent sign in` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/parent-sign-in'), 'parents')).ParentSignInRoute }),
          },
          {
            path: paths.parentHome,
            handle: { title: msg`Parent area` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/parent-home'), 'parents')).ParentHomeRoute }),
          },
          {
            path: paths.parentChild,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/parent-child'), 'parents')).ParentChildRoute }),
          },
          {
            path: paths.parentChildData,
            handle: { title: msg`Your child's data` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/parent-child-data'), 'parents')).ParentChildDataRoute }),
          },
          {
            path: paths.parentAccount,
            handle: { title: msg`Your account` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/parent-account'), 'parents', 'account')).ParentAccountRoute }),
          },
          {
            path: paths.parentAccountData,
            handle: { title: msg`Your account data` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/parent-account-data'), 'parents')).ParentAccountDataRoute }),
          },
          {
            path: paths.parentDataNotice,
            handle: { title: msg`What Ndoto keeps` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/features/parents/components/data-notice'), 'parents')).DataNotice }),
          },
          {
            path: paths.parentVerifyEmail,
            handle: { title: msg`Verify your email` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await withWords(import('@/app/routes/parent-verify-email'), 'parents')).ParentVerifyEmailRoute }),
          },
          {
            path: paths.moderatorSignIn,
            handle: { title: msg`Moderator sign in` } satisfies RouteHandle,
            lazy: async () => ({ Component: (await loadModeration()).ModeratorSignInRoute }),
          },
          {
            path: paths.moderation,
            lazy: async () => ({ Component: (await loadModeration()).ModerationRoute }),
            children: [
              {
                index: true,
                handle: { title: msg`Moderation queue` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadModeration()).ModerationQueueRoute }),
              },
              {
                path: paths.moderationCase,
                handle: { title: msg`Moderation case` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadModeration()).ModerationCaseRoute }),
              },
              {
                path: paths.moderationChoosePassword,
                handle: { title: msg`Choose your password` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await loadModeration()).ModerationChoosePasswordRoute }),
              },
            ],
          },
          {
            lazy: async () => ({ Component: (await loadChildArea()).ChildArea }),
            children: [
              {
                path: paths.home,
                handle: { title: msg`Home` } satisfies RouteHandle,
                loader: prefetching(data, async () => (await withWords(import('@/features/dashboard/api/dashboard'), 'dashboard')).screenQueries),
                lazy: async () => ({ Component: (await loadDashboard()).Dashboard }),
              },
              {
                path: paths.quizHome,
                handle: { title: msg`Career quiz` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/quiz/components/quiz-home'), 'quiz')).QuizHome }),
              },
              {
                path: paths.quiz,
                handle: { title: msg`Quiz` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/quiz/components/quiz'), 'quiz')).QuizScreen }),
              },
              {
                path: paths.results,
                handle: { title: msg`Quiz results` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/quiz/components/results'), 'quiz')).Results }),
              },
              {
                path: paths.careerRecommendations,
                handle: { title: msg`Career recommendations` } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await withWords(import('@/features/careers/components/career-recommendations'), 'careers')).CareerRecommendations,
                }),
              },
              {
                path: paths.aiAdvisor,
                handle: { title: msg`AI career advisor` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/careers/components/ai-advisor'), 'careers')).AiAdvisor }),
              },
              {
                path: paths.activities,
                handle: { title: msg`Activities` } satisfies RouteHandle,
                loader: prefetching(data, async () => (await withWords(import('@/features/activities/api/activities'), 'activities')).screenQueries),
                lazy: async () => ({ Component: (await withWords(import('@/features/activities/components/activities'), 'activities')).Activities }),
              },
              {
                path: paths.achievements,
                handle: { title: msg`Achievements` } satisfies RouteHandle,
                loader: prefetching(data, async () => (await withWords(import('@/features/achievements/api/rewards'), 'achievements')).screenQueries),
                lazy: async () => ({
                  Component: (await withWords(import('@/features/achievements/components/achievements'), 'achievements')).Achievements,
                }),
              },
              {
                path: paths.community,
                handle: { title: msg`Communities` } satisfies RouteHandle,
                loader: prefetching(data, async () => (await withWords(import('@/features/communities/api/communities'), 'communities')).screenQueries),
                lazy: async () => ({ Component: (await withWords(import('@/features/communities/components/communities'), 'communities')).Communities }),
              },
              {
                path: paths.communityDetail,
                handle: { title: msg`Community` } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await withWords(import('@/features/communities/components/community-detail'), 'communities')).CommunityDetail,
                }),
              },
              {
                path: paths.mentors,
                handle: { title: msg`Mentors` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/mentors/components/mentors'), 'mentors')).Mentors }),
              },
              {
                path: paths.mentorDetail,
                handle: { title: msg`Mentor` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/mentors/components/mentor-detail'), 'mentors')).MentorDetail }),
              },
              {
                path: paths.careerExcursions,
                handle: { title: msg`Career excursions` } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await withWords(import('@/features/excursions/components/career-excursions'), 'excursions')).CareerExcursions,
                }),
              },
              {
                path: paths.resources,
                handle: { title: msg`Resources` } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await withWords(import('@/features/resources/components/resource-board'), 'resources')).ResourceBoard,
                }),
              },
              {
                path: paths.resource,
                handle: { title: msg`Resource` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/resources/components/resource-page'), 'resources')).ResourcePage }),
              },
              {
                path: paths.youtubeSearch,
                handle: { title: msg`Videos` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/features/videos/components/video-hub'), 'videos')).VideoHub }),
              },
              {
                path: paths.myProfile,
                handle: { title: msg`My profile` } satisfies RouteHandle,
                lazy: async () => ({ Component: (await withWords(import('@/app/routes/my-profile'), 'account', 'profile')).MyProfileRoute }),
              },
            ],
          },
          {
            path: '*',
            handle: { title: msg`Page not found` } satisfies RouteHandle,
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
