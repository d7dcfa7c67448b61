/**
 * Blog posts (issue 13 item 2): posts/{id}. Written by the blog helper.
 */
export {};
