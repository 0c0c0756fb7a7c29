import { z } from 'zod';
import { IdSchema } from './common.ts';
import { NavEntrySchema } from './navigation.ts';

/** GET /{locale}/api/user-details/ (SPEC §3 'User details'). Clearing resets all but login_url. */
export const UserDetailsSchema = z.object({
	has_dashboard_online_access: z.boolean(),
	is_logged_in: z.boolean(),
	username: z.string(),
	email: z.string(),
	first_name: z.string(),
	last_name: z.string(),
	login_url: z.string(),
	logout_url: z.string(),
	webshop_url: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** GET {api}/user: the login state; staff get admin menus (SPEC §3 'Login and user state'). */
export const LoginStateSchema = z.object({
	logged: z.boolean(),
	email: z.string(),
	username: z.string(),
	id: IdSchema.nullable(),
	is_staff: z.boolean().default(false),
	admin_menus: z.array(NavEntrySchema).default([]),
	navigation: z.array(NavEntrySchema).default([]),
	showModalRedirect: z.boolean().default(false),
});
export type LoginState = z.infer<typeof LoginStateSchema>;

/** Login form fields (the back end's login page). */
export const LoginFormSchema = z.object({
	username: z.string().trim().min(1, 'username is required').max(150),
	password: z.string().min(1, 'password is required').max(1024),
	next: z.string().optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;
