import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListResponse } from '../../contracts/listings.js';
import type { OrderProduct, OrderView, PaymentMethodsResponse } from '../../contracts/orders.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { PageQueryDto } from '../listing-core/dto/listing-list-query.dto.js';
import { CheckoutDto, PromotionOrderDto, UpdateBillingDto, ValuationOrderDto } from './dto/checkout.dto.js';
import { OrderIdPipe } from './order-params.js';
import { OrdersService } from './orders.service.js';
import { CardWebhookService } from './payments/card-webhook.service.js';

/**
 * Spec section 7 "checkout": promotion packages and valuation reports, paid by bank transfer against
 * the emailed proforma or by card (Stripe Checkout). Signed-in users only (401 otherwise), except the
 * catalogue and Stripe's signed webhook.
 */
@ApiTags('checkout')
@Controller('checkout')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly webhook: CardWebhookService,
  ) {}

  @Public()
  @Get('products')
  @ApiOperation({ summary: 'The catalogue: every product with its net price, VAT and total in euro' })
  products(): (OrderProduct & { vatEur: number; totalEur: number })[] {
    return this.orders.products();
  }

  @Public()
  @Get('methods')
  @ApiOperation({ summary: 'The ways to pay the site offers now: bank_transfer, and card when Stripe is configured' })
  methods(): PaymentMethodsResponse {
    return this.orders.methods();
  }

  /** 201 with the new order; 200 with the order of the same package already waiting for payment for that listing. */
  @Post('orderForEntity')
  @CreatesOnce()
  @ApiOperation({
    summary: "A promotion package for one of the user's published listings; the proforma is emailed to the billing address; at most 10 orders an hour",
  })
  async orderForEntity(@CurrentUser() user: AuthUser, @Body() input: PromotionOrderDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<OrderView> {
    const placed = await this.orders.orderPromotion(user, input);
    void reply.status(placed.created ? 201 : 200);
    return placed.order;
  }

  @Post('raportEvaluare')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'A valuation report of a company; the proforma is emailed to the billing address; at most 10 orders an hour' })
  valuation(@CurrentUser() user: AuthUser, @Body() input: ValuationOrderDto): Promise<OrderView> {
    return this.orders.orderValuation(user, input);
  }

  @Post()
  @CreatesOnce()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Chooses how to pay one of the user's orders waiting for payment (bank_transfer, or card when offered); answers it with the payment instructions, for a card with payment.redirectUrl (Stripe Checkout)",
  })
  checkout(@CurrentUser() user: AuthUser, @Body() input: CheckoutDto): Promise<OrderView> {
    return this.orders.checkout(user, input);
  }

  /** Stripe's events (Stripe's servers, no session): 400 when the signature is missing, forged or stale; card payments off: 404. */
  @Public()
  @Post('webhook/stripe')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Stripe's signed webhook (Stripe-Signature on the raw body, 5 minutes' tolerance); each event handled once; a paid Checkout Session pays its order when the amount matches",
  })
  stripeWebhook(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true; outcome: string }> {
    return this.webhook.receive(request.rawBody, signature);
  }

  @Post('cancel/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: "Cancels one of the user's orders still waiting for payment (404 for anyone else's, 400 once paid or cancelled); the cancellation is emailed",
  })
  cancel(@CurrentUser() user: AuthUser, @Param('id', OrderIdPipe) id: string): Promise<OrderView> {
    return this.orders.cancel(user, id);
  }

  @Put(':id/billing')
  @ApiOperation({
    summary:
      "Completes or corrects the billing data of one of the user's orders still waiting for payment (404 for anyone else's, 400 once paid or cancelled): validated as at checkout; the amounts follow the new data's VAT treatment and the proforma is emailed again",
  })
  updateBilling(@CurrentUser() user: AuthUser, @Param('id', OrderIdPipe) id: string, @Body() input: UpdateBillingDto): Promise<OrderView> {
    return this.orders.updateBilling(user, id, input);
  }

  @Get('status/:id')
  @ApiOperation({ summary: "One of the user's orders (404 for anyone else's)" })
  status(@CurrentUser() user: AuthUser, @Param('id', OrderIdPipe) id: string): Promise<OrderView> {
    return this.orders.status(user, id);
  }

  @Get('mine')
  @ApiOperation({ summary: "The user's orders, newest first (page, pageSize ≤ 100, default 20)" })
  mine(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<ListResponse<OrderView>> {
    return this.orders.mine(user, query);
  }
}
