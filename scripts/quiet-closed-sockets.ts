import type { Logger } from 'vite';

/**
 * The demo's terminal: a tab closed while its chat was connected resets the socket the dev
 * server proxies to the chat broker, and the proxy printed a stack trace for each (issue 34
 * counted 14). One line says it instead; any other error keeps its trace.
 */
export function quietClosedSockets(logger: Logger): Logger {
  return {
    ...logger,
    error(message, options) {
      const code = (options?.error as NodeJS.ErrnoException | null | undefined)?.code;
      if (code === 'ECONNRESET' && message.includes('ws proxy')) {
        logger.info('chat: a tab closed its connection (ECONNRESET)', { timestamp: true });
        return;
      }
      logger.error(message, options);
    },
  };
}
