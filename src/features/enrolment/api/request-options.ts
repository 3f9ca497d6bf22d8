import type { AxiosRequestConfig } from 'axios';

/** What a caller may tune on an enrolment call: silentError when it shows its own message. */
export type RequestOptions = Pick<AxiosRequestConfig, 'silentError'>;
