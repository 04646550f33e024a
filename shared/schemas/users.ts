/**
 * Account rules, shared by the API's validation and the SPA's forms. Messages are docs/product.md's
 * (section 5) where it gives them.
 */
import * as z from 'zod';
import { selfRegisterRoles } from '../domain';
import { idSchema, plainTextSchema } from './common';

// The messages below spell these limits out, as catalog ids cannot be built from values (the
// schemas' tests hold each message to its limit).
export const NAME_MAX = 80;
export const PASSWORD_MIN = 6;

export const emailSchema = z
  .string({ error: /*i18n*/ 'Email Address is required' })
  .trim()
  .min(1, /*i18n*/ 'Email Address is required')
  .max(254, /*i18n*/ 'That e-mail address is too long.')
  .pipe(z.email(/*i18n*/ 'Please enter a valid e-mail address.'))
  .transform((email) => email.toLowerCase());

export const nameSchema = plainTextSchema(
  /*i18n*/ 'Name is Required',
  NAME_MAX,
  /*i18n*/ 'Names are at most 80 characters.',
);

export const roleSchema = z.enum(selfRegisterRoles, { error: /*i18n*/ 'Choose buyer or seller.' });

/** POST /api/users: self-registration is as a buyer or a seller, never an admin. */
export const registerUserSchema = z.object({ name: nameSchema, email: emailSchema, role: roleSchema });
export type RegisterUserInput = z.infer<typeof registerUserSchema>;

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, /*i18n*/ 'Email Address is required'),
  password: z
    .string()
    .min(1, /*i18n*/ 'Password is required')
    .min(PASSWORD_MIN, /*i18n*/ 'Password must be 6 characters or longer'),
});
export type LoginFormInput = z.infer<typeof loginFormSchema>;

export const signupFormSchema = z.object({
  name: nameSchema,
  email: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Email Address is required')
    .pipe(z.email(/*i18n*/ 'Please enter a valid e-mail address.')),
  password: z
    .string()
    .min(1, /*i18n*/ 'Password is required')
    .min(PASSWORD_MIN, /*i18n*/ 'Password must be 6 characters long'),
  role: roleSchema,
});
export type SignupFormInput = z.infer<typeof signupFormSchema>;

/** `?email=` on /jwt and the caller's own lists: optional, and if sent it must be the caller's. */
export const ownEmailQuerySchema = z.object({ email: emailSchema.optional() });
export const emailParamSchema = z.object({ email: emailSchema });

/**
 * A seller named in a path: by id, so no address goes into a URL, or by e-mail as the SPEC's
 * addresses do (anything with an @ is read as one).
 */
export const sellerParamSchema = z.object({
  seller: z.string().transform((value, ctx): { email: string } | { id: string } => {
    const parsed = value.includes('@')
      ? emailSchema.transform((email) => ({ email })).safeParse(value)
      : idSchema(/*i18n*/ 'That id is not valid.')
          .transform((id) => ({ id }))
          .safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }),
});
