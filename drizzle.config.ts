import { defineConfig } from 'drizzle-kit';

// Generates committed SQL migrations from every file in the schema folder:
//   npx drizzle-kit generate --name <what-changed>
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema',
  out: './src/server/db/migrations',
});
