/** Where provider staff manage every sign-in (issue 30), and the OpenAPI tag of those endpoints. */
export const PEOPLE_PATH = 'ad-portal/advprtl/people';
export const PERSON_PATH = `${PEOPLE_PATH}/:userId`;
export const PEOPLE_TAGS = ['people'] as const;
