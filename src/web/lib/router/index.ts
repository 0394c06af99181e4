/** The shop's own router (ADR 084); the names follow React Router's, which it replaced. */
export type { Location } from './history';
export {
  createBrowserRouter,
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type NavigateOptions,
  type Params,
  type RouteObject,
  type Router,
  type RouterState,
  type To,
} from './router';
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
} from './react';
