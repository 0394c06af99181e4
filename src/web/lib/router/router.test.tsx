import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory } from './history';
import {
  createBrowserRouter,
  createMemoryRouter,
  createRouter,
  data,
  isRouteErrorResponse,
  type RouteObject,
} from './router';
import {
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
  useParams,
  useRouteError,
} from './react';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function ErrorShown() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `error ${error.status}` : `crash ${String(error)}`}</p>;
}

function Layout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <main>
      <p>at {pathname}</p>
      {navigation.state === 'loading' && <p>going to {navigation.location?.pathname}</p>}
      <Outlet />
    </main>
  );
}

function Item() {
  const { id } = useParams();
  const loaded = useLoaderData<string>();
  return (
    <p>
      item {id} {loaded}
    </p>
  );
}

const tree = (children: RouteObject[]): RouteObject[] => [
  { path: '/', element: <Layout />, errorElement: <ErrorShown />, children },
];

describe('matching', () => {
  const routes = tree([
    { index: true, element: <p>home</p> },
    { path: 'configurator', element: <p>configurator</p> },
    { path: 'share/:id', element: <Item /> },
    { path: 'share/new', element: <p>static beats dynamic</p> },
    { path: '*', element: <p>not found</p> },
  ]);

  it.each([
    ['/', 'home'],
    ['/configurator', 'configurator'],
    ['/CONFIGURATOR/', 'configurator'],
    ['/share/new', 'static beats dynamic'],
    ['/share/a%20b', 'item a b'],
    ['/share/x/y', 'not found'],
    ['/nowhere', 'not found'],
  ])('%s draws %s', (path, text) => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('keeps the page until the chunk and the loader are in, then commits URL, screen and data', async () => {
    const chunk = deferred<{ Component: () => ReactElement }>();
    const answer = deferred<string>();
    const loader = vi.fn(() => answer.promise);
    const router = createMemoryRouter(
      tree([
        { index: true, element: <p>home</p> },
        {
          path: 'share/:id',
          lazy: {
            loader: async () => loader,
            Component: async () => (await chunk.promise).Component,
          },
        },
      ]),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    let done = false;
    let navigation = Promise.resolve();
    act(() => {
      navigation = router.navigate('/share/b1?x=1').then(() => {
        done = true;
      });
    });
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.getByText('going to /share/b1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The loader's call starts beside the screen's chunk, not after it.
    await act(async () => {});
    expect(loader).toHaveBeenCalledTimes(1);
    const [{ params, request }] = loader.mock.calls[0] as unknown as [
      { params: Record<string, string>; request: Request },
    ];
    expect(params).toEqual({ id: 'b1' });
    expect(new URL(request.url).search).toBe('?x=1');
    await act(async () => answer.resolve('loaded'));
    expect(done).toBe(false);
    expect(screen.getByText('home')).toBeInTheDocument();
    await act(async () => {
      chunk.resolve({ Component: Item });
      await navigation;
    });
    expect(done).toBe(true);
    expect(screen.getByText('item b1 loaded')).toBeInTheDocument();
    expect(screen.queryByText(/going to/)).toBeNull();
    expect(router.state.location.search).toBe('?x=1');
  });

  it('lets the latest navigation win when an earlier one is still loading', async () => {
    const slow = deferred<string>();
    const router = createMemoryRouter(
      tree([
        { index: true, element: <p>home</p> },
        { path: 'slow', loader: () => slow.promise, element: <p>slow</p> },
        { path: 'fast', element: <p>fast</p> },
      ]),
    );
    render(<RouterProvider router={router} />);
    act(() => void router.navigate('/slow'));
    await act(() => router.navigate('/fast'));
    await act(async () => slow.resolve('late'));
    expect(screen.getByText('fast')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('shows the nearest errorElement for a loader that throws, and recovers on the next navigation', async () => {
    const router = createMemoryRouter(
      tree([
        { index: true, element: <p>home</p> },
        {
          path: 'gone',
          loader: () => {
            throw data('No components', { status: 404 });
          },
          element: <p>never</p>,
        },
      ]),
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/gone'));
    expect(screen.getByText('error 404')).toBeInTheDocument();
    expect(screen.queryByText(/at \/gone/)).toBeNull();
    await act(() => router.navigate('/'));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('catches a render error of a route with its errorElement', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = () => {
      throw new Error('boom');
    };
    render(
      <RouterProvider router={createMemoryRouter(tree([{ index: true, element: <Crash /> }]))} />,
    );
    expect(screen.getByText('crash Error: boom')).toBeInTheDocument();
  });

  it('replaces the entry for a link to the page one is on, and goes back with navigate(-1)', async () => {
    const router = createMemoryRouter(
      tree([
        { index: true, element: <p>home</p> },
        { path: 'a', element: <p>a</p> },
      ]),
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/a'));
    await act(() => router.navigate(-1));
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('Link', () => {
  const routes = tree([
    {
      index: true,
      element: (
        <>
          <Link to="/a" state={{ from: 'home' }}>
            to a
          </Link>
          <Link to="https://shop.example/basket">basket</Link>
        </>
      ),
    },
    { path: 'a', element: <p>page a</p> },
  ]);

  it('navigates on a plain click and carries its state', async () => {
    const router = createMemoryRouter(routes);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'to a' });
    expect(link).toHaveAttribute('href', '/a');
    await act(async () => fireEvent.click(link));
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: 'home' });
  });

  it('leaves a modified click and an external address to the browser', async () => {
    // jsdom cannot open another document: stop the browser's part once the router has passed.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    const router = createMemoryRouter(routes);
    render(<RouterProvider router={router} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('link', { name: 'to a' }), { ctrlKey: true }),
    );
    expect(router.state.location.pathname).toBe('/');
    const basket = screen.getByRole('link', { name: 'basket' });
    expect(basket).toHaveAttribute('href', 'https://shop.example/basket');
    document.removeEventListener('click', stop);
  });
});

describe('scrolling', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo);
    scrollTo.mockClear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <Outlet />
          <ScrollRestoration />
        </>
      ),
      children: [
        { index: true, element: <p>home</p> },
        { path: 'list', element: <p>list</p> },
      ],
    },
  ];

  it('starts a new page at the top, keeps the place when asked, and restores it on Back', async () => {
    const router = createMemoryRouter(routes);
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await act(() => router.navigate('/list'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/list?page=2', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate(-2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it.each([
    ['reload', 480],
    ['back_forward', 480],
    ['navigate', undefined],
  ] as const)(
    'opened by %s, it restores what an earlier document saved for its entry: %s',
    (type, restored) => {
      sessionStorage.setItem('rigforge-scroll-positions', JSON.stringify({ default: 480 }));
      const navigation = vi
        .spyOn(performance, 'getEntriesByType')
        .mockReturnValue([{ type } as unknown as PerformanceEntry]);
      const read = vi.spyOn(Storage.prototype, 'getItem');
      render(<RouterProvider router={createMemoryRouter(routes)} />);
      if (restored === undefined) {
        expect(scrollTo).not.toHaveBeenCalled();
        // Nothing can be saved for a new entry: storage is not even read while the page loads.
        expect(read).not.toHaveBeenCalled();
      } else expect(scrollTo).toHaveBeenCalledWith(0, restored);
      navigation.mockRestore();
      read.mockRestore();
    },
  );

  it('keeps the positions of earlier documents when this one saves its own on leaving', () => {
    sessionStorage.setItem('rigforge-scroll-positions', JSON.stringify({ earlier: 900 }));
    const router = createMemoryRouter(routes);
    render(<RouterProvider router={router} />);
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('rigforge-scroll-positions') ?? '{}')).toEqual({
      earlier: 900,
      default: 120,
    });
  });
});

describe('browser history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('writes each entry with its state and follows Back (popstate)', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter(
      tree([
        { index: true, element: <p>home</p> },
        { path: 'a', element: <p>a</p> },
      ]),
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/a?x=1', { state: { dropdown: 'Game' } }));
    expect(window.location.pathname + window.location.search).toBe('/a?x=1');
    expect(window.history.state).toMatchObject({ usr: { dropdown: 'Game' }, idx: 1 });
    // What a reload of this entry reads back.
    expect(createBrowserHistory().location.state).toEqual({ dropdown: 'Game' });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText('home')).toBeInTheDocument();
    router.dispose();
  });

  it("gives each document's first entry a key of its own, and keeps it over a reload", () => {
    window.history.replaceState({ usr: { from: 'elsewhere' } }, '', '/');
    const first = createBrowserHistory().location.key;
    expect(window.history.state).toEqual({ usr: { from: 'elsewhere' }, key: first, idx: 0 });
    // A reload reads the same entry back.
    expect(createBrowserHistory().location.key).toBe(first);
    // Another page opened by a full load (no state yet) is another key.
    window.history.replaceState(null, '', '/configurator');
    expect(createBrowserHistory().location.key).not.toBe(first);
  });

  it('renders synchronously when nothing needs loading', () => {
    const router = createRouter(
      tree([{ index: true, element: <p>home</p> }]),
      createBrowserHistory(),
    );
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });
});
