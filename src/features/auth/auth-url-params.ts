/**
 * Auth links arrive with their parameters in the query string or — what Supabase really sends for
 * the implicit flow — in the URL fragment. Both are merged; the fragment wins.
 */
export function readAuthParams(location: { search: string; hash: string }) {
  const params = new URLSearchParams(location.search)
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''))
  fragment.forEach((value, key) => params.set(key, value))
  return {
    accessToken: params.get('access_token'),
    refreshToken: params.get('refresh_token'),
    type: params.get('type'),
    code: params.get('code'),
    error: params.get('error'),
    errorCode: params.get('error_code'),
    errorDescription: params.get('error_description'),
  }
}
