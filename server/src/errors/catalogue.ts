/**
 * @fileoverview The one catalogue of API errors (STYLE.md 7): every error the API answers has
 * a code here, with its HTTP status and default message. Clients switch on `code`; the
 * message is for people and may change.
 */

/** One catalogue entry: HTTP status and the message shown when none more precise is given. */
export interface CatalogueEntry {
  status: number;
  message: string;
}

export const ERROR_CATALOGUE = {
  bad_json: { status: 400, message: 'The request body is not valid JSON' },
  validation_failed: { status: 400, message: 'The request is not valid' },
  invalid_id: { status: 400, message: 'The id must be a positive integer' },
  bad_request: { status: 400, message: 'The request cannot be read' },
  invalid_credentials: { status: 401, message: 'Wrong username or password' },
  unauthorized: { status: 401, message: 'Please log in' },
  forbidden: { status: 403, message: 'You do not have the permission to do this' },
  too_many_attempts: { status: 429, message: 'Too many failed logins; please wait a minute and try again' },
  username_taken: { status: 409, message: 'This username is already taken' },
  not_found: { status: 404, message: 'There is no such API endpoint' },
  song_not_found: { status: 404, message: 'There is no song with this id' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here' },
  version_conflict: {
    status: 409,
    message: 'Someone else saved this song since you opened it; your changes were not saved',
  },
  payload_too_large: { status: 413, message: 'The request body is too large' },
  unsupported_media_type: { status: 415, message: 'The request body has an unsupported type or encoding' },
  file_not_found: { status: 404, message: 'There is no such file' },
  bad_file_path: { status: 400, message: 'The file path is not valid' },
  image_type_refused: { status: 415, message: 'Only JPEG, PNG and WebP images are accepted' },
  image_too_large: { status: 413, message: 'The image is too large' },
  image_unreadable: { status: 422, message: 'The image cannot be read: the file is damaged or cut short' },
  image_not_found: { status: 404, message: 'There is no image by that name' },
  not_implemented: { status: 501, message: 'This method is not implemented' },
  internal_error: { status: 500, message: 'Something went wrong on the server' },
  songbook_not_found: { status: 404, message: 'There is no songbook with this id' },
  songbook_song_not_found: { status: 404, message: 'This song is not in this songbook' },
  not_bengali: { status: 409, message: 'Only a song in Bengali (B or BE) can be approved' },
  folder_not_found: { status: 404, message: 'There is no such folder' },
  bad_file_name: { status: 400, message: 'The file name is not valid: a plain name with a known extension' },
  file_too_large: { status: 413, message: 'The file is too large to open' },
  nothing_to_save: { status: 400, message: 'Nothing to save, try again later ...' },
  user_not_found: { status: 404, message: 'There is no user with this id' },
  unknown_role: { status: 400, message: 'There is no such role' },
  own_admin_role: { status: 409, message: 'You cannot take the admin role from yourself; another administrator can' },
} as const satisfies Record<string, CatalogueEntry>;

/** Every error code the API can answer. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;
