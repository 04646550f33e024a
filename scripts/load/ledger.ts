/**
 * Every write the Worker acknowledged (a 2xx with its id), so the tests can prove afterwards that
 * each one is really stored: "zero lost writes".
 */
export interface AckedProduct {
  id: string;
  seller: string;
  price: number;
}

export interface AckedBooking {
  id: string;
  buyer: string;
  productId: string;
}

export interface AckedWish {
  id: string;
  buyer: string;
  productId: string;
}

export interface AckedPayment {
  id: string;
  bookingId: string;
  productId: string;
  buyer: string;
  transactionId: string;
}

export class Ledger {
  readonly products: AckedProduct[] = [];
  readonly bookings: AckedBooking[] = [];
  readonly wishes: AckedWish[] = [];
  readonly payments: AckedPayment[] = [];

  get writes() {
    return this.products.length + this.bookings.length + this.wishes.length + this.payments.length;
  }
}
