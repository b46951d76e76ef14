import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NOT_FOUND_MESSAGES } from './messages.ts';
import { primaryButton } from './styles.ts';

interface NotFoundPageProps {
  pathname: string;
}

export function NotFoundPage({ pathname }: NotFoundPageProps) {
  // Used directly as a route's notFoundComponent, the page gets no pathname prop.
  const currentPath = useRouterState({ select: (state) => state.location.pathname });
  const path = typeof pathname === 'string' ? pathname : currentPath;

  useEffect(() => {
    console.warn('404: no page at', path);
  }, [path]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-teal-700">{NOT_FOUND_MESSAGES.code}</p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">{NOT_FOUND_MESSAGES.title}</h1>
      <p className="mt-3 break-all text-stone-600">
        There is no page at <code className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-800">{path}</code>.
      </p>
      <Link to="/" className={`mt-8 ${primaryButton}`}>
        {NOT_FOUND_MESSAGES.home}
      </Link>
    </div>
  );
}
