import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './auth-provider.tsx';

function WhoAmI() {
  const { user, loading, isAdmin } = useAuth();
  return <p>{`${user ? 'someone' : 'nobody'} loading=${loading} admin=${isAdmin}`}</p>;
}

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    expect(() => renderToString(<WhoAmI />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('answers inside an AuthProvider (a signed-out visitor where there is no browser: a page drawn ahead of time)', () => {
    expect(
      renderToString(
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>,
      ),
    ).toContain('nobody loading=false admin=false');
  });
});
