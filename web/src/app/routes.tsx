import type { RouteObject } from 'react-router-dom';

import { RouteError } from '@/app/route-error';
import { paths } from '@/config/paths';

/** The screens that later issues build; until then each shows a "coming soon" panel. */
export const comingSoonScreens: { path: string; title: string; description: string }[] = [
  { path: paths.resources, title: 'Resource Board', description: 'Books, guides and articles picked for curious minds.' },
  { path: paths.mentors, title: 'Mentors', description: 'Meet grown-ups who love what they do.' },
  { path: paths.mentorDetail, title: 'Mentor Profile', description: 'Get to know a mentor and book a fun chat.' },
  { path: paths.careerExcursions, title: 'Career Excursions', description: 'Virtual and in-person trips to real workplaces.' },
  { path: paths.resource, title: 'Resource', description: 'The full text of a resource from the board.' },
];

/** Every route (spec section 2's route table, plus the parent area), each screen lazy-loaded. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first screen's code downloads.
    hydrateFallbackElement: (
      <div className="route-loading" role="status" aria-label="Loading">
        <span />
      </div>
    ),
    children: [
      {
        path: paths.signIn,
        lazy: async () => ({ Component: (await import('@/app/routes/sign-in')).SignInRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('@/app/routes/antd-shell')).AntdShell }),
        children: [
          {
            path: paths.signUp,
            lazy: async () => ({ Component: (await import('@/app/routes/sign-up')).SignUpRoute }),
          },
          {
            path: paths.parentSignIn,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-sign-in')).ParentSignInRoute }),
          },
          {
            path: paths.parentHome,
            lazy: async () => ({ Component: (await import('@/app/routes/parent-home')).ParentHomeRoute }),
          },
          {
            lazy: async () => ({ Component: (await import('@/app/routes/child-area')).ChildArea }),
            children: [
              {
                path: paths.home,
                lazy: async () => ({ Component: (await import('@/features/dashboard/components/dashboard')).Dashboard }),
              },
              {
                path: paths.quizHome,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/quiz-home')).QuizHome }),
              },
              {
                path: paths.quiz,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/quiz')).QuizScreen }),
              },
              {
                path: paths.results,
                lazy: async () => ({ Component: (await import('@/features/quiz/components/results')).Results }),
              },
              {
                path: paths.careerRecommendations,
                lazy: async () => ({
                  Component: (await import('@/features/careers/components/career-recommendations')).CareerRecommendations,
                }),
              },
              {
                path: paths.aiAdvisor,
                lazy: async () => ({ Component: (await import('@/features/careers/components/ai-advisor')).AiAdvisor }),
              },
              {
                path: paths.activities,
                lazy: async () => ({ Component: (await import('@/features/activities/components/activities')).Activities }),
              },
              {
                path: paths.achievements,
                lazy: async () => ({
                  Component: (await import('@/features/achievements/components/achievements')).Achievements,
                }),
              },
              {
                path: paths.community,
                lazy: async () => ({ Component: (await import('@/features/communities/components/communities')).Communities }),
              },
              {
                path: paths.communityDetail,
                lazy: async () => ({
                  Component: (await import('@/features/communities/components/community-detail')).CommunityDetail,
                }),
              },
              {
                path: paths.youtubeSearch,
                lazy: async () => ({ Component: (await import('@/features/videos/components/video-hub')).VideoHub }),
              },
              {
                path: paths.myProfile,
                lazy: async () => ({ Component: (await import('@/app/routes/my-profile')).MyProfileRoute }),
              },
              ...comingSoonScreens.map((screen) => ({
                path: screen.path,
                lazy: async () => {
                  const { ComingSoonRoute } = await import('@/app/routes/coming-soon');
                  return { element: <ComingSoonRoute title={screen.title} description={screen.description} /> };
                },
              })),
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/app/routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];
