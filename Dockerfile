# One image for every role: ROLE=web serves the site and the API, ROLE=worker runs queues and schedules.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY admin/package.json admin/
COPY test/package.json test/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --workspaces --include-workspace-root

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
# Workspace packages npm could not hoist (lru-cache 11, react-router 8) live beside their workspace.
COPY --from=build /app/backend/node_modules backend/node_modules
COPY --from=build /app/frontend/node_modules frontend/node_modules
COPY --from=build /app/frontend/build frontend/build
COPY --from=build /app/admin/dist admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
