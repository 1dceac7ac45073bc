// app/api/auth/[...auth]/route: Auth.js's handlers for Next.js's App Router (Web Request in,
// Response out): /api/auth/signin, /api/auth/callback/sesame, /api/auth/session, /api/auth/signout.
import { Auth } from '@auth/core';
import { authConfig } from '../../../../auth.config.mjs';

export const GET = (request) => Auth(request, authConfig());
export const POST = GET;
