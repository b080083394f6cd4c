import type { FastifyRequest } from 'fastify';
import type { Role } from '@keystone/api';
import { AppError } from '../errors/app-error.ts';
import { signedInUser, type AuthenticatedUser } from './authenticate.ts';

/** The signed-in user if their role is one of `roles`; code 11 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: [Role, ...Role[]]): AuthenticatedUser {
  const user = signedInUser(request);
  if (!roles.includes(user.role)) throw new AppError(11);
  return user;
}
